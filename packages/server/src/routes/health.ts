import { healthResponseSchema } from '@libatlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, DatabaseKind } from '../db/client';
import { checkHealth } from '../services/health';
import { errorResponses } from './shared';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database; kind: DatabaseKind }> = async (
  app,
  { db, kind },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthResponseSchema, ...errorResponses(503) },
      },
    },
    async () => checkHealth(db, kind),
  );
};
