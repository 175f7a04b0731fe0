import { collatorOf } from '@libatlas/directory';
import type { Language } from '@libatlas/i18n';
import { localized } from '@libatlas/i18n/localized';
import { sql } from 'drizzle-orm';
import type { Writer } from '../db/Writer';
import type { Bilingual } from '../db/schema';
import { RANK_GAP, RANKING_LOCK_KEY, rankLibraries } from './rankLibraries';

/** Values probed per query while narrowing the span a library's place lies in. */
const PROBES = 32;

/** A span holding at most this many ranks is read whole and compared one by one. */
const READ_WHOLE = 64;

/** The fewest free values a spread leaves between neighbours (a window that cannot is widened). */
const MIN_SPACING = 2 ** 10;

/** Neighbours spread out at first when no value is left between two; widened up to the last. */
const WINDOWS = [16, 256, 4096, 65_536];

interface Neighbour {
  id: string;
  rank: number;
  libName: Bilingual;
  country: Bilingual;
  /** Whether it comes before the library placed in the order GET /api/libraries lists them. */
  listedBefore: boolean;
}

interface Placed {
  id: string;
  libName: Bilingual;
  country: Bilingual;
}

type Column = 'sort_en' | 'sort_ar';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Whether `row` comes before `library` in sortLibraries' order: country, then name, by the
 * language's collator; among equals, the order sortLibraries keeps (its sort is stable) of the list
 * it is given, GET /api/libraries' (English name, then id, as the database compares them).
 */
function comesBefore(row: Neighbour, library: Placed, language: Language): boolean {
  const { compare } = collatorOf(language);
  const order =
    compare(localized(row.country, language), localized(library.country, language)) ||
    compare(localized(row.libName, language), localized(library.libName, language));
  return order === 0 ? row.listedBefore : order < 0;
}

/**
 * The ranks between which `library` belongs in one language (null: before the first or after the
 * last), found by narrowing a span of rank values: each query reads the first library at or after
 * PROBES values spread over the span (one index step each), so a million ranks take four or five
 * queries; a span of READ_WHOLE ranks or fewer is read whole.
 */
async function neighboursOf(
  tx: Writer,
  library: Placed,
  column: Column,
  language: Language,
): Promise<{ before: number | null; after: number | null }> {
  let before: number | null = null;
  let after: number | null = null;
  const rank = sql.raw(`r.${column}`);
  const listedBefore = sql`(l.lib_name ->> 'en', l.id) < (${localized(library.libName, 'en')}::text, ${library.id}::text)`;
  const select = sql`l.id, ${rank} AS rank, l.lib_name AS "libName", l.country, ${listedBefore} AS "listedBefore"`;
  const within = () =>
    sql.join(
      [
        sql`l.id <> ${library.id}`,
        before === null ? sql`true` : sql`${rank} > ${before}`,
        after === null ? sql`true` : sql`${rank} < ${after}`,
      ],
      sql` AND `,
    );
  const narrow = (rows: Neighbour[]) => {
    for (const row of rows) {
      const rowRank = Number(row.rank);
      if (comesBefore(row, library, language)) {
        if (before === null || rowRank > before) before = rowRank;
      } else if (after === null || rowRank < after) after = rowRank;
    }
  };
  for (;;) {
    const first = rowsOf<Neighbour>(
      await tx.execute(sql`
        SELECT ${select} FROM library_ranks r JOIN libraries l ON l.id = r.library_id
        WHERE ${within()} ORDER BY ${rank} LIMIT ${READ_WHOLE + 1}`),
    );
    if (first.length <= READ_WHOLE) {
      narrow(first);
      return { before, after };
    }
    const last = rowsOf<Neighbour>(
      await tx.execute(sql`
        SELECT ${select} FROM library_ranks r JOIN libraries l ON l.id = r.library_id
        WHERE ${within()} ORDER BY ${rank} DESC LIMIT 1`),
    );
    const low = Number(first[READ_WHOLE]!.rank);
    const high = Number(last[0]!.rank);
    const values = Array.from({ length: PROBES }, (_, index) =>
      Math.floor(low + ((high - low) * index) / PROBES),
    );
    const probed = rowsOf<Neighbour>(
      await tx.execute(sql`
        SELECT p.* FROM unnest(${`{${values.join(',')}}`}::bigint[]) AS v(value)
        CROSS JOIN LATERAL (
          SELECT ${select} FROM library_ranks r JOIN libraries l ON l.id = r.library_id
          WHERE ${within()} AND ${rank} >= v.value ORDER BY ${rank} LIMIT 1
        ) p`),
    );
    // Narrowed after the probes are read: they are spread over the span as it was.
    narrow([...first, ...last, ...probed]);
  }
}

/**
 * Spreads the ranks around a place with no free value left (`before` and `after` adjacent):
 * the `window` libraries on each side and the placed one get values evenly spaced between the
 * ranks just outside them, widening the window until they fit MIN_SPACING apart; the whole
 * directory is ranked again only when even the widest cannot (never, in practice).
 */
async function spread(
  tx: Writer,
  libraryId: string,
  column: Column,
  before: number | null,
  after: number | null,
): Promise<void> {
  const rank = sql.raw(column);
  for (const window of WINDOWS) {
    const lower = rowsOf<{ id: string; rank: string }>(
      await tx.execute(sql`
        SELECT library_id AS id, ${rank} AS rank FROM library_ranks
        WHERE library_id <> ${libraryId} AND ${rank} <= ${before ?? -(2 ** 52)}
        ORDER BY ${rank} DESC LIMIT ${window + 1}`),
    );
    const upper = rowsOf<{ id: string; rank: string }>(
      await tx.execute(sql`
        SELECT library_id AS id, ${rank} AS rank FROM library_ranks
        WHERE library_id <> ${libraryId} AND ${rank} >= ${after ?? 2 ** 52}
        ORDER BY ${rank} LIMIT ${window + 1}`),
    );
    const moved = [
      ...lower.slice(0, window).reverse(),
      { id: libraryId, rank: '0' },
      ...upper.slice(0, window),
    ].map((row) => row.id);
    // Past the first or the last library there is room without end.
    const from =
      lower.length > window
        ? Number(lower[window]!.rank)
        : Number(lower.at(-1)?.rank ?? 0) - RANK_GAP * (window + 1);
    const to =
      upper.length > window
        ? Number(upper[window]!.rank)
        : Number(upper.at(-1)?.rank ?? 0) + RANK_GAP * (window + 1);
    const spacing = Math.floor((to - from) / (moved.length + 1));
    if (spacing < MIN_SPACING) continue;
    const ranks = JSON.stringify(
      moved.map((id, index) => ({ id, rank: from + spacing * (index + 1) })),
    );
    await tx.execute(sql`
      UPDATE library_ranks SET ${rank} = v.rank
      FROM jsonb_to_recordset(${ranks}::jsonb) AS v(id text, rank bigint)
      WHERE library_id = v.id`);
    return;
  }
  await rankLibraries(tx);
}

/**
 * Puts one library added or written in its place in the directory's order of each language
 * (sortLibraries'), without ranking the others: a value between its neighbours' ranks, found by
 * a few indexed queries (neighboursOf), kept when its rank is already between them. Call it inside
 * the transaction of the write, after it; placements and rankings take turns (the advisory lock
 * of rankLibraries). With `changes` (a write's fields), nothing is done unless they hold a name or
 * a country, the only fields the order reads.
 */
export async function placeLibrary(
  tx: Writer,
  libraryId: string,
  changes?: readonly { field: string }[],
): Promise<void> {
  if (changes && !changes.some(({ field }) => field === 'lib_name' || field === 'country')) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${RANKING_LOCK_KEY})`);
  const [library] = rowsOf<Placed & { sortEn: string | null; sortAr: string | null }>(
    await tx.execute(sql`
      SELECT l.id, l.lib_name AS "libName", l.country, r.sort_en AS "sortEn", r.sort_ar AS "sortAr"
      FROM libraries l LEFT JOIN library_ranks r ON r.library_id = l.id
      WHERE l.id = ${libraryId}`),
  );
  if (!library) return;
  const ranks: Record<Column, number | null> = {
    sort_en: library.sortEn === null ? null : Number(library.sortEn),
    sort_ar: library.sortAr === null ? null : Number(library.sortAr),
  };
  const languages: [Column, Language][] = [
    ['sort_en', 'en'],
    ['sort_ar', 'ar'],
  ];
  const crowded: [Column, number | null, number | null][] = [];
  for (const [column, language] of languages) {
    const { before, after } = await neighboursOf(tx, library, column, language);
    const current = ranks[column];
    if (
      current !== null &&
      (before === null || current > before) &&
      (after === null || current < after)
    ) {
      continue;
    }
    if (before !== null && after !== null && after - before < 2) {
      crowded.push([column, before, after]);
      ranks[column] = before;
    } else {
      ranks[column] =
        before === null
          ? (after ?? 0) - RANK_GAP
          : after === null
            ? before + RANK_GAP
            : before + Math.floor((after - before) / 2);
    }
  }
  await tx.execute(sql`
    INSERT INTO library_ranks (library_id, sort_en, sort_ar)
    VALUES (${libraryId}, ${ranks.sort_en ?? 0}, ${ranks.sort_ar ?? 0})
    ON CONFLICT (library_id) DO UPDATE SET sort_en = excluded.sort_en, sort_ar = excluded.sort_ar`);
  for (const [column, before, after] of crowded) await spread(tx, libraryId, column, before, after);
}
