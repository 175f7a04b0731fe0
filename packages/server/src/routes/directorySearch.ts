import { directorySearchQuerySchema, directorySearchSchema } from '@libatlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import type { LibraryVersionSource } from '../cache/libraryVersionSource';
import { SearchMemo } from '../search/SearchMemo';
import { searchDirectory } from '../search/searchDirectory';
import { notModifiedForQuery } from '../http/notModifiedForQuery';

/**
 * GET /api/directory/search: one page of the Libraries page's search (issue 32), made by the
 * database. The answer depends on the data and the query alone, so its ETag is the data version
 * (bumped by every write, migration 0002) and the query: a reader who has it gets a 304 without a
 * query to the database, and a write is seen on the next read.
 */
export const directorySearchRoutes: FastifyPluginAsyncZod<{
  db: Database;
  versions: LibraryVersionSource;
}> = async (app, { db, versions }) => {
  // Totals and page ends learned at the current data version (a count over a million matches is
  // made once per write, and a next page is read from where the last one ended).
  const memo = new SearchMemo();
  app.get(
    '/api/directory/search',
    {
      schema: {
        tags: ['libraries'],
        summary: 'Search, filter and page the libraries',
        description:
          'The Libraries page’s search (spec §5) made by the server: `q` is found inside the ' +
          'name, country or region in the language `lang` (case, accents and Arabic diacritics ' +
          'ignored; a country also by its other names; two to four capitals, such as UK, as a ' +
          'whole word), within `region` (an English region name) when given. `total` counts ' +
          'those libraries (a text found in more than 20,000 is not counted to the end: ' +
          '`moreThanTotal` says more than `total` hold it); `items` is page `page` of them, ' +
          '`pageSize` (at most 100) to a page, ' +
          'in the directory’s order (country, then name, as a reader of `lang` sorts them). A ' +
          'page that reaches past them lists near matches in `related`: the text in the other ' +
          'language, in the address (a city), or close to a name (a typo, a missing accent); ' +
          'with no exact match, `didYouMean` suggests a name or country. `Cache-Control: ' +
          'no-cache` with an ETag per data version and query.',
        querystring: directorySearchQuerySchema,
        response: { 200: directorySearchSchema },
      },
    },
    async (request, reply) => {
      const { q, region, lang, page, pageSize } = request.query;
      const key = [q, region ?? '', lang, page, pageSize];
      if (await notModifiedForQuery(request, reply, versions, key)) return reply;
      const version = await versions.current();
      return searchDirectory(db, request.query, { learned: { memo, version } });
    },
  );
};
