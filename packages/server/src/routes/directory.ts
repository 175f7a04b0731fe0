import { directorySummarySchema } from '@libatlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { directorySummary } from '../services/directorySummary';
import type { LibraryReadCache } from '../services/LibraryReadCache';
import { seededRandom } from '../services/seededRandom';

/** The directory at a glance, for Home: its counters and a few libraries drawn at random. */
export const directoryRoutes: FastifyPluginAsyncZod<{
  cache: LibraryReadCache;
  /** Test mode: every draw from this seed (the same three libraries on every call). */
  randomSeed?: number | undefined;
}> = async (app, { cache, randomSeed }) => {
  app.get(
    '/api/directory',
    {
      schema: {
        tags: ['libraries'],
        summary: "Home's counters and three featured libraries",
        description:
          'The number of libraries and of their distinct English country and region names (spec ' +
          '§9), and three libraries drawn at random anew on every call, so the answer is not ' +
          'cached (`Cache-Control: no-store`).',
        response: { 200: directorySummarySchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const random = randomSeed === undefined ? Math.random : seededRandom(randomSeed);
      return directorySummary(await cache.libraries(), random);
    },
  );
};
