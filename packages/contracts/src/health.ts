import { z } from 'zod';

export const databaseKindSchema = z.enum(['pglite', 'postgres']);

/** GET /api/health: the process is alive; the database is not asked (see GET /api/ready). */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: databaseKindSchema,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * GET /api/ready: the database answers and every migration this server was built with is applied;
 * otherwise (or while the server shuts down) a 503 in the error shape says which.
 */
export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  database: databaseKindSchema,
  /** How many migrations this server was built with, all applied. */
  migrations: z.number().int(),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
