import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LibraryVersionSource } from '../cache/libraryVersionSource';
import { ifNoneMatchHits } from './ifNoneMatchHits';

/**
 * For a public read whose answer depends on the data version and its query alone (the search, the
 * map): tags the answer with both (`key`, the query's values in a fixed order) and answers 304 when
 * If-None-Match already names that tag, so a reader who has it costs no work. Weak, as
 * @fastify/compress may send the same answer as Brotli or gzip bytes; `Cache-Control: no-cache`.
 * True when the 304 was sent.
 */
export async function notModifiedForQuery(
  request: FastifyRequest,
  reply: FastifyReply,
  versions: LibraryVersionSource,
  key: readonly unknown[],
): Promise<boolean> {
  const version = await versions.current();
  const tag = createHash('sha256').update(JSON.stringify(key)).digest('base64url').slice(0, 22);
  const etag = `W/"${version}-${tag}"`;
  void reply
    .header('etag', etag)
    .header('vary', 'accept-encoding')
    .header('cache-control', 'no-cache');
  if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return false;
  void reply.code(304).send();
  return true;
}
