import { healthResponseSchema, readyResponseSchema } from '@libatlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, DatabaseKind } from '../db/client';
import { noStore } from '../plugins/noStore';
import { checkHealth, checkReadiness } from '../services/health';
import { errorResponses } from '../http/shared';

/**
 * Probes, asked every few seconds by load balancers and orchestrators: never rate limited, never
 * compressed (a few bytes), never cached, and logged only when something goes wrong.
 */
const probe = {
  config: { rateLimit: false },
  compress: false,
  logLevel: 'warn',
} as const;

export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  kind: DatabaseKind;
  /** Aborted once the server starts shutting down. */
  draining: AbortSignal;
}> = async (app, { db, kind, draining }) => {
  app.addHook('onSend', noStore);

  app.get(
    '/api/health',
    {
      ...probe,
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (the database is not asked)',
        response: { 200: healthResponseSchema },
      },
    },
    async () => checkHealth(kind),
  );

  app.get(
    '/api/ready',
    {
      ...probe,
      schema: {
        tags: ['health'],
        summary:
          'Readiness: the database answers and has every migration; 503 when not, or while the server shuts down',
        response: { 200: readyResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) => checkReadiness(db, kind, draining, request.log),
  );
};
