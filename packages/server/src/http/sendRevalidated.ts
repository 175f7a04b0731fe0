import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHits } from './ifNoneMatchHits';

/**
 * Answers a text made for this request with `Cache-Control: no-cache` and a weak ETag (a hash of
 * the text), or 304 when If-None-Match already names it. Weak, and `Vary: Accept-Encoding`,
 * because @fastify/compress may send the same text as Brotli or gzip bytes.
 */
export async function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  text: string,
): Promise<FastifyReply> {
  const etag = `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  void reply
    .header('etag', etag)
    .header('vary', 'accept-encoding')
    .header('cache-control', 'no-cache');
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(type).send(text);
}
