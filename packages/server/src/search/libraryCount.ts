import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { regionLibraryCounts } from '../db/schema';

/**
 * How many libraries the directory holds, or `region` (its English name) holds: read from the
 * counts the database keeps per region (migration 0013's triggers), a few rows at any size, where
 * `count(*)` reads every library (a million: 0.2 s and more).
 */
export async function libraryCount(
  db: Pick<Database, 'select'>,
  region?: string | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<string | number | null>`sum(${regionLibraryCounts.libraries})` })
    .from(regionLibraryCounts)
    .where(region === undefined ? undefined : eq(regionLibraryCounts.region, region));
  return Number(row?.n ?? 0);
}
