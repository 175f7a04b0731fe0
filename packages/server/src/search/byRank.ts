import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { libraries, libraryRanks } from '../db/schema';

/** The database, or a transaction on it. */
type Reader = Pick<Database, 'execute' | 'transaction'>;

// Reading libraries in the directory's order (library_ranks, rank then id) among those a condition
// finds (a trigram LIKE, a region): sorted when they are few, walked to when they are many.

/**
 * A search with at most this many exact matches has its page read by sorting them (found through
 * the trigram index, each rank looked up: a few milliseconds per thousand); one with more, by
 * walking the directory's order until the page is filled. Matches cluster in that order (the
 * copies of one library share its country), so a walk to a rare text may pass most of the
 * directory: a sort is preferred well past where the two would cost the same if they were spread.
 */
export const SORTED_AT_MOST = 20_000;

/** A library's id and its rank in the page's language (a bigint, as text). */
export interface Ranked {
  id: string;
  rank: string;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

interface Sorted {
  rows: Ranked[];
  /** How many `where` finds (at most `probe`); unknown when no row was answered. */
  found: number | undefined;
}

/**
 * The libraries `where` finds, in the directory's order (rank, then id), `limit` from `offset`,
 * and how many it finds: found by `where` alone (its trigram index), each rank then looked up (a
 * library not yet ranked is left out, as by a join). Costs the libraries found. With `probe`, at
 * most `probe` are found, counted first, and sorted only when they are fewer: `found` is then
 * their number (`probe` when there may be more, with no rows), so a text found in a million
 * libraries costs `probe` rows read and no rank looked up (at a million, `national`: 38 ms
 * instead of 80-240 ms with 20,001 ranks looked up).
 */
export async function sortedByRank(
  db: Reader,
  rank: AnyPgColumn,
  where: SQL | undefined,
  offset: number,
  limit: number,
  probe?: number,
): Promise<Sorted> {
  if (probe !== undefined) {
    // Materialised, so that the matches are read once and their ranks looked up only when they
    // are fewer than `probe` (a one-time filter); the rank by a subquery, so by its index.
    const found = rowsOf<{ id: string | null; rank: string | null; found: number | string }>(
      await db.execute(sql`
        WITH m AS MATERIALIZED (
          SELECT ${libraries.id} AS id FROM ${libraries} WHERE ${where ?? sql`true`} LIMIT ${probe}),
        n AS MATERIALIZED (SELECT count(*) AS found FROM m)
        SELECT n.found, p.id, p.rank::text AS rank FROM n LEFT JOIN LATERAL (
          SELECT r.id, r.rank FROM (
            SELECT m.id, (SELECT ${rank} FROM ${libraryRanks} WHERE ${libraryRanks.libraryId} = m.id)
              AS rank FROM m WHERE n.found < ${probe} OFFSET 0) r
          WHERE r.rank IS NOT NULL ORDER BY r.rank, r.id LIMIT ${limit} OFFSET ${offset}) p ON true`),
    );
    return {
      rows: found.flatMap(({ id, rank }) => (id === null || rank === null ? [] : [{ id, rank }])),
      found: Number(found[0]?.found ?? 0),
    };
  }
  const rankOf = sql`(SELECT ${rank} FROM ${libraryRanks} WHERE ${libraryRanks.libraryId} = ${libraries.id})`;
  const rows = rowsOf<Ranked & { found: number | string }>(
    await db.execute(sql`
      SELECT p.id, p.rank::text AS rank, count(*) OVER () AS found FROM (
        SELECT ${libraries.id} AS id, ${rankOf} AS rank FROM ${libraries}
        WHERE ${where ?? sql`true`} OFFSET 0) p
      WHERE p.rank IS NOT NULL
      ORDER BY p.rank, p.id LIMIT ${limit} OFFSET ${offset}`),
  );
  return {
    rows: rows.map(({ id, rank }) => ({ id, rank })),
    found: rows[0] ? Number(rows[0].found) : undefined,
  };
}

/**
 * How many libraries `where` finds, counted up to `most` only: a text found in a million libraries
 * costs `most` rows read, not a million (its total is then said to be "more than").
 */
export async function countAtMost(
  db: Reader,
  where: SQL | undefined,
  most: number,
): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`
      SELECT count(*) AS n FROM (
        SELECT 1 FROM ${libraries} WHERE ${where ?? sql`true`} LIMIT ${most}) m`),
  );
  return Number(row?.n ?? 0);
}

/**
 * The libraries `where` finds, in the directory's order, `limit` from `offset` after `after` (or
 * from the first): the rank index walked in order, each library read by its key and kept when
 * `where` holds, until the page is full. Costs the libraries passed, not the libraries found. The
 * planner cannot tell how many a trigram LIKE keeps and would rather sort them all past a small
 * offset: sorting is off for the walk. With no `where`, the ranks alone are read (a removed
 * library's ranks go with it).
 */
export async function walkedByRank(
  db: Reader,
  rank: AnyPgColumn,
  where: SQL | undefined,
  after: Ranked | undefined,
  offset: number,
  limit: number,
): Promise<Ranked[]> {
  const conditions = [
    after && sql`(${rank}, ${libraryRanks.libraryId}) > (${after.rank}::bigint, ${after.id})`,
    where &&
      sql`(SELECT ${where} FROM ${libraries} WHERE ${libraries.id} = ${libraryRanks.libraryId})`,
  ].filter((condition) => condition !== undefined);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('enable_sort', 'off', true)`);
    const rows = rowsOf<Ranked>(
      await tx.execute(sql`
        SELECT ${libraryRanks.libraryId} AS id, ${rank}::text AS rank FROM ${libraryRanks}
        ${conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``}
        ORDER BY ${rank}, ${libraryRanks.libraryId}
        LIMIT ${limit} OFFSET ${offset}`),
    );
    // Within a caller's transaction, the setting would outlive this query.
    await tx.execute(sql`SELECT set_config('enable_sort', 'on', true)`);
    return rows;
  });
}

/**
 * The first `limit` libraries `where` finds in the directory's order: sorted when it finds at
 * most `sortedAtMost` (a text held by a city's libraries, a name in the other language), else
 * walked to (a common text, found soon).
 */
export async function firstInOrder(
  db: Reader,
  rank: AnyPgColumn,
  where: SQL | undefined,
  limit: number,
  sortedAtMost = SORTED_AT_MOST,
): Promise<Ranked[]> {
  const few = await sortedByRank(db, rank, where, 0, limit, sortedAtMost + 1);
  if ((few.found ?? 0) <= sortedAtMost) return few.rows;
  return walkedByRank(db, rank, where, undefined, 0, limit);
}
