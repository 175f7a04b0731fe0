import type { FastifyReply, FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * onSend hook of the whole server: an answer to a request that carries a token (whoever it is for,
 * errors included) or that is not a read is kept by no browser or proxy, unless its route chose
 * its own Cache-Control (a library's answer, the same for everyone, is revalidated). So a personal
 * or admin route is private by default, not when its author remembers to say so.
 */
export async function noStoreByDefault(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const chosen = reply.hasHeader('cache-control') || reply.raw.hasHeader('cache-control');
  if (!chosen && (request.headers.authorization !== undefined || !READS.has(request.method))) {
    void reply.header('cache-control', 'no-store');
  }
  return payload;
}
