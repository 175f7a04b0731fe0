import type { HealthResponse } from '@libatlas/contracts';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseKind } from '../db/client';
import { HttpError } from '../errors/HttpError';

/** Answers once the database answers a query; 503 while it does not. */
export async function checkHealth(db: Database, kind: DatabaseKind): Promise<HealthResponse> {
  try {
    await db.execute(sql`select 1`);
  } catch {
    throw new HttpError(503, 'The database is not answering');
  }
  return { status: 'ok', database: kind };
}
