import { directoryMapQuerySchema, directoryMapSchema } from '@libatlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LibraryReadCache } from '../cache/LibraryReadCache';
import type { LibraryVersionSource } from '../cache/libraryVersionSource';
import { MapClusters, MAX_SEARCH_INDEXES } from '../cache/MapClusters';
import { exactMatchIds } from '../search/exactMatchIds';
import { notModifiedForQuery } from '../http/notModifiedForQuery';

/**
 * GET /api/directory/map: the map of the directory for the box and zoom in view (issue 32), its
 * clusters made on the server, so the browser never holds the whole directory to draw it.
 */
export const directoryMapRoutes: FastifyPluginAsyncZod<{
  cache: LibraryReadCache;
  versions: LibraryVersionSource;
}> = async (app, { cache, versions }) => {
  const clusters = new MapClusters(
    () => cache.libraries(),
    (q, lang) => exactMatchIds(app.db, q, lang),
  );
  app.get(
    '/api/directory/map',
    {
      schema: {
        tags: ['libraries'],
        summary: 'The clusters and libraries a map shows in a box at a zoom',
        description:
          'What a map of the libraries draws in the box `bbox` (`west,south,east,north`; west ' +
          'beyond east crosses the antimeridian) at the whole-number `zoom` (256 px tiles), of ' +
          'one `region` (an English region name) or of every region, and with `q` only the ' +
          'libraries that search finds exactly in the language `lang` (GET /api/directory/search’s ' +
          '`total`, not its near matches): libraries within 80 px of ' +
          'each other at that zoom as `clusters` (their middle, count, and the zoom at which they ' +
          'fall apart), the others as `libraries` with what a marker and its popup show. From ' +
          'zoom 18 every library is a marker. `bounds` is the box around all the filter’s ' +
          'libraries, to fit a map to them. Libraries at 0, 0 (no known location) are left out. ' +
          'A box larger than 16,384 px a side at its zoom is refused (400). `Cache-Control: ' +
          'no-cache` with an ETag per data version and query. The server keeps the groups of ' +
          `the ${MAX_SEARCH_INDEXES} searches asked last for each version of the data, so ` +
          'panning the map of a search asks the database once.',
        querystring: directoryMapQuerySchema,
        response: { 200: directoryMapSchema },
      },
    },
    async (request, reply) =>
      (await notModifiedForQuery(request, reply, versions, [
        request.query.bbox,
        request.query.zoom,
        request.query.region ?? '',
        request.query.q,
        request.query.lang,
      ]))
        ? reply
        : clusters.view(request.query),
  );
};
