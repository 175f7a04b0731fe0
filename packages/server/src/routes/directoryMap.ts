import { createHash } from 'node:crypto';
import {
  directoryMapQuerySchema,
  directoryMapSchema,
  type DirectoryMapRequest,
} from '@libatlas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LibraryReadCache } from '../services/LibraryReadCache';
import type { LibraryVersionSource } from '../services/libraryVersionSource';
import { MapClusters } from '../services/MapClusters';
import { ifNoneMatchHits } from './ifNoneMatchHits';

/**
 * Tags the answer with the data version and the query, and answers 304 when If-None-Match
 * already names that: the answer depends on them alone. Weak, as @fastify/compress may send the
 * same answer as Brotli or gzip bytes.
 */
async function notModified(
  request: FastifyRequest,
  reply: FastifyReply,
  versions: LibraryVersionSource,
  { bbox, zoom, region }: DirectoryMapRequest,
): Promise<boolean> {
  const version = await versions.current();
  const tag = createHash('sha256')
    .update(JSON.stringify([bbox, zoom, region ?? '']))
    .digest('base64url')
    .slice(0, 22);
  const etag = `W/"${version}-${tag}"`;
  void reply
    .header('etag', etag)
    .header('vary', 'accept-encoding')
    .header('cache-control', 'no-cache');
  if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return false;
  void reply.code(304).send();
  return true;
}

/**
 * GET /api/directory/map: the map of the directory for the box and zoom in view (issue 32), its
 * clusters made on the server, so the browser never holds the whole directory to draw it.
 */
export const directoryMapRoutes: FastifyPluginAsyncZod<{
  cache: LibraryReadCache;
  versions: LibraryVersionSource;
}> = async (app, { cache, versions }) => {
  const clusters = new MapClusters(() => cache.libraries());
  app.get(
    '/api/directory/map',
    {
      schema: {
        tags: ['libraries'],
        summary: 'The clusters and libraries a map shows in a box at a zoom',
        description:
          'What a map of the libraries draws in the box `bbox` (`west,south,east,north`; west ' +
          'beyond east crosses the antimeridian) at the whole-number `zoom` (256 px tiles), of ' +
          'one `region` (an English region name) or of every region: libraries within 80 px of ' +
          'each other at that zoom as `clusters` (their middle, count, and the zoom at which they ' +
          'fall apart), the others as `libraries` with what a marker and its popup show. From ' +
          'zoom 18 every library is a marker. `bounds` is the box around all the filter’s ' +
          'libraries, to fit a map to them. Libraries at 0, 0 (no known location) are left out. ' +
          'A box larger than 16,384 px a side at its zoom is refused (400). `Cache-Control: ' +
          'no-cache` with an ETag per data version and query.',
        querystring: directoryMapQuerySchema,
        response: { 200: directoryMapSchema },
      },
    },
    async (request, reply) =>
      (await notModified(request, reply, versions, request.query))
        ? reply
        : clusters.view(request.query),
  );
};
