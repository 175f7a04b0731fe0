import type { FastifyReply, FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * onSend hook of the whole server: an answer to a request that carries a token (whoever it is for,
 * errors included) or that is not a read is kept by no browser or proxy, unless its route chose
 * its own Cache-Control (a library's answer, the same for everyone, is revalidated). So a personal
 * or admin route is private by default, not when its author remembers to say so. Synchronous: it
 * runs on every answer and does no I/O.
 */
export function noStoreByDefault(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (request.headers.authorization !== undefined || !READS.has(request.method)) {
    const chosen = reply.hasHeader('cache-control') || reply.raw.hasHeader('cache-control');
    if (!chosen) void reply.header('cache-control', 'no-store');
  }
  done(null, payload);
}
