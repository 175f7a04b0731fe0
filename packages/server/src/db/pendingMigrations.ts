import { sql } from 'drizzle-orm';
import journal from './migrations/meta/_journal.json' with { type: 'json' };
import type { Database } from './client';

/** What the database lacks of the migrations this server was built with. */
export interface MigrationGap {
  /** How many migrations the server was built with. */
  committed: number;
  /** The tags (`0004_login_throttles`) of those not applied yet, oldest first. */
  pending: string[];
}

/**
 * Compares the drizzle-kit journal with the database's `drizzle.__drizzle_migrations` the way
 * Drizzle's migrator does: a migration is applied when one recorded at or after its time is.
 */
export async function pendingMigrations(db: Database): Promise<MigrationGap> {
  const { rows } = (await db.execute(sql`
    SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations
  `)) as unknown as { rows: { last: string | null }[] };
  const last = rows[0]?.last == null ? -Infinity : Number(rows[0].last);
  return {
    committed: journal.entries.length,
    pending: journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag),
  };
}
