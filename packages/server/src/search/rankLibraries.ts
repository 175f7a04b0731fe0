import type { Library } from '@libatlas/contracts';
import { sortLibraries } from '@libatlas/directory';
import { asc, sql } from 'drizzle-orm';
import type { Writer } from '../db/Writer';
import { libraries, libraryRanks } from '../db/schema';

/** The transaction lock that makes rankings take turns (any fixed number, the app's own). */
export const RANKING_LOCK_KEY = 0x6c_6962_7261_6e6bn.toString();

/**
 * The room between two neighbours' ranks after a full ranking: twenty halvings before a library
 * placed between them finds no value left (placeLibrary then spreads a few neighbours out), and a
 * million libraries end near 2^40, far inside JavaScript's exact integers.
 */
export const RANK_GAP = 2 ** 20;

type Ranked = Pick<Library, 'id' | 'lib_name' | 'country'>;

/**
 * Writes every library's place in the directory's order of each language (`sortLibraries`, the
 * browser's: Intl.Collator, country then name) to `library_ranks`, RANK_GAP apart, in one
 * statement that touches only the ranks that moved, and drops the ranks of libraries that are
 * gone. Every row is read and sorted (20,000 in a fraction of a second, a million in about a
 * minute): for seeding, growing and startup, once after many rows; a write of one library places
 * it instead (placeLibrary). Rankings take turns (a transaction-level advisory lock taken before
 * reading), so the last one to commit read every write committed before it and its own. It locks
 * no row of `libraries`, so it cannot deadlock with an edit holding one. With `changes` (a write's
 * fields), nothing is done unless they hold a name or a country, the only fields the order reads.
 */
export async function rankLibraries(
  tx: Writer,
  changes?: readonly { field: string }[],
): Promise<void> {
  if (changes && !changes.some(({ field }) => field === 'lib_name' || field === 'country')) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${RANKING_LOCK_KEY})`);
  // The order GET /api/libraries lists them in: the browser's stable sort keeps it among equals.
  const rows: Ranked[] = (
    await tx
      .select({ id: libraries.id, libName: libraries.libName, country: libraries.country })
      .from(libraries)
      .orderBy(asc(sql`${libraries.libName} ->> 'en'`), asc(libraries.id))
  ).map((row) => ({ id: row.id, lib_name: row.libName, country: row.country }));
  const rankOf = (language: 'en' | 'ar') =>
    new Map(sortLibraries(rows, language).map((row, index) => [row.id, (index + 1) * RANK_GAP]));
  const en = rankOf('en');
  const ar = rankOf('ar');
  // One parameter whatever the count (a list of 20,000 would be 60,000 parameters).
  const ranks = JSON.stringify(rows.map(({ id }) => ({ id, en: en.get(id), ar: ar.get(id) })));
  await tx.execute(sql`
    INSERT INTO ${libraryRanks} (library_id, sort_en, sort_ar)
    SELECT id, en, ar FROM jsonb_to_recordset(${ranks}::jsonb) AS v(id text, en bigint, ar bigint)
    ON CONFLICT (library_id) DO UPDATE
      SET sort_en = excluded.sort_en, sort_ar = excluded.sort_ar
      WHERE (${libraryRanks.sortEn}, ${libraryRanks.sortAr})
        IS DISTINCT FROM (excluded.sort_en, excluded.sort_ar)`);
  await tx.execute(sql`
    DELETE FROM ${libraryRanks} r
    WHERE NOT EXISTS (SELECT 1 FROM ${libraries} l WHERE l.id = r.library_id)`);
}
