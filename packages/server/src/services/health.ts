import type { HealthResponse, ReadyResponse } from '@libatlas/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseKind } from '../db/client';
import { pendingMigrations } from '../db/pendingMigrations';
import { HttpError } from '../errors/HttpError';

/**
 * Liveness: answers without the database, whose queries (on PGlite, one at a time on the main
 * thread) a probe would otherwise wait behind under load.
 */
export function checkHealth(kind: DatabaseKind): HealthResponse {
  return { status: 'ok', database: kind };
}

/**
 * Readiness: the server is not shutting down, the database answers, and it has every migration
 * this server was built with; 503 saying which is not so otherwise.
 */
export async function checkReadiness(
  db: Database,
  kind: DatabaseKind,
  draining: AbortSignal,
  log: FastifyBaseLogger,
): Promise<ReadyResponse> {
  if (draining.aborted) throw new HttpError(503, 'The server is shutting down');
  let gap;
  try {
    gap = await pendingMigrations(db);
  } catch (error) {
    log.warn({ err: error }, 'readiness: the database did not answer');
    throw new HttpError(503, 'The database is not answering');
  }
  if (gap.pending.length > 0) {
    throw new HttpError(
      503,
      `The database lacks ${gap.pending.length} of ${gap.committed} migrations: ${gap.pending.join(', ')}`,
    );
  }
  return { status: 'ready', database: kind, migrations: gap.committed };
}
