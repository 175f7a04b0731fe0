import { directorySummarySchema, libraryListItemSchema } from '@libatlas/contracts';
import { seededRandom } from '@libatlas/directory';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DirectorySummaries } from '../cache/DirectorySummaries';
import type { LibraryReadCache } from '../cache/LibraryReadCache';
import { sendPrecompressed } from '../http/sendPrecompressed';

/**
 * The directory at a glance, for Home (its counters and a few libraries drawn at random), and
 * every library as the lists show it (Libraries, Regions, Home's search, the map).
 */
export const directoryRoutes: FastifyPluginAsyncZod<{
  cache: LibraryReadCache;
  /** Test mode: every draw from this seed (the same three libraries on every call). */
  randomSeed?: number | undefined;
}> = async (app, { cache, randomSeed }) => {
  // In the test mode every call starts the seeded sequence afresh: the same draw, every time.
  const summaries = (random: () => number) => new DirectorySummaries(random);
  const live = summaries(Math.random);
  app.get(
    '/api/directory',
    {
      schema: {
        tags: ['libraries'],
        summary: "Home's counters and three featured libraries",
        description:
          'The number of libraries and of their distinct English country and region names (spec ' +
          '§9), and three libraries drawn at random: one of 32 draws made per version of the ' +
          'directory, picked at random on every call, so the answer is not cached ' +
          '(`Cache-Control: no-store`).',
        response: { 200: directorySummarySchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const draws = randomSeed === undefined ? live : summaries(seededRandom(randomSeed));
      return draws.pick(await cache.libraries());
    },
  );

  app.get(
    '/api/directory/libraries',
    {
      compress: false,
      schema: {
        tags: ['libraries'],
        summary: 'Every library, with the fields a list shows',
        description:
          "Each library's id, names, country, region, website, image, location (and its " +
          'precision) and sovereign state: what the cards, the map and the filters show, a sixth ' +
          'of GET /api/libraries. Answered from memory like it (strong ETag, 304, Brotli or gzip).',
        response: { 200: z.array(libraryListItemSchema) },
      },
    },
    async (request, reply) => sendPrecompressed(request, reply, await cache.listItems()),
  );
};
