import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PrecompressedBody } from '../cache/PrecompressedBody';
import { ifNoneMatchHits } from './ifNoneMatchHits';
import { negotiateEncoding } from './negotiateEncoding';

/**
 * Answers a body made once (JSON by default, or the `type` given) in the coding the client
 * prefers, with its strong ETag, `Vary: Accept-Encoding` and `Cache-Control: no-cache` (use it, but
 * ask each time), or 304 without a body when If-None-Match already names it.
 */
export async function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PrecompressedBody,
  type = 'application/json; charset=utf-8',
): Promise<FastifyReply> {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const etag = body.etag(encoding);
  void reply.header('etag', etag).header('cache-control', 'no-cache');
  // Added to, not replaced: a page also varies with the cookie that holds the reader's language.
  const vary = reply.getHeader('vary');
  void reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
  const bytes = await body.bytes(encoding);
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  void reply.type(type);
  // HEAD: the length of what GET would send, and no body.
  if (request.method === 'HEAD') return reply.header('content-length', bytes.length).send();
  return reply.send(bytes);
}
