import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { libraries, libraryRanks, type Bilingual } from '../db/schema';
import { firstInOrder } from './byRank';
import { likeAnywhere } from './likeAnywhere';

/**
 * How close a word of the search must come to a word of the directory (pg_trgm's word similarity:
 * the share of the search word's trigrams found in one stretch of the other) to make a near match.
 * 0.4 lets one letter dropped or changed in a word of five or more through ("libary" is 0.5 from
 * "library", "frnce" 0.44 from "france": against a lone word the trigrams of its neighbours in a
 * text do not help), while a word that merely shares a syllable with a name stays out ("narnia"
 * comes no closer than 0.4 to any); directorySearch.test.ts holds both sides of it.
 */
export const SIMILARITY_THRESHOLD = 0.4;

/** The words of the directory (search_words) kept per word of the search, the closest first. */
const CLOSE_WORDS = 6;

/**
 * The candidates scored again on their whole texts (pg_trgm's word similarity of each word of the
 * search to the name, country, region or address, as before the words table): partial likeness
 * below the threshold counts there ("peru" and "nacional" bring "National Library of Peru" close).
 */
const RESCORED = 200;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface SimilarSearch {
  /** The words of the search, as searchKeys, three letters or more. */
  words: readonly string[];
  /** The search text of the page's language (didYouMean names its first or second line). */
  own: AnyPgColumn;
  /** The search texts a word may come close to. */
  texts: readonly AnyPgColumn[];
  /** Which libraries may be answered (the region, none of the earlier matches). */
  where: SQL;
  /** The directory's order in the page's language: the rank column, and the order by it. */
  rank: AnyPgColumn;
  byRank: readonly SQL[];
  /** byRank's SORTED_AT_MOST. */
  sortedAtMost?: number;
  /** How many to answer. */
  limit: number;
  /** Whether to name the name or country closest to the search (`closest`). */
  closest: boolean;
}

export interface SimilarLibraries {
  ids: string[];
  closest?: { libName: Bilingual; country: Bilingual; byName: number; byCountry: number };
}

/**
 * The libraries whose names, countries, regions or addresses come close to the words of a search
 * (issue 32's near matches), the closest first (the sum over the search's words of the closest
 * word each library holds), then in the directory's order. Scoring every library's text would
 * cost seconds at 20,000 (a word such as "libary" comes close to most of them): the search's
 * words are first compared with the directory's distinct words (search_words, a trigram index),
 * then for each of the few closest, the first `limit` libraries holding it in the directory's
 * order are read (byRank's firstInOrder) and only those are scored, by the closest words they hold, the
 * best RESCORED of them again on their whole texts. So a library past the first `limit` holding a
 * word is answered only if another of its words brings it in: with many libraries sharing a word,
 * the order among equals is the directory's.
 */
export async function similarLibraries(
  db: Database,
  search: SimilarSearch,
): Promise<SimilarLibraries> {
  const { words, own, texts, where, rank, byRank, limit, sortedAtMost } = search;
  return db.transaction(async (tx) => {
    // The `<%` operator's threshold, for this transaction only.
    await tx.execute(
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`,
    );
    const close = rowsOf<{ i: number | string; word: string; s: number | string }>(
      await tx.execute(sql`
        SELECT q.i, c.word, c.s
        FROM unnest(ARRAY[${sql.join(
          words.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]) WITH ORDINALITY AS q(word, i)
        CROSS JOIN LATERAL (
          SELECT w.word, word_similarity(q.word, w.word) AS s FROM search_words w
          WHERE q.word <% w.word ORDER BY s DESC, w.word LIMIT ${CLOSE_WORDS}
        ) c`),
    ).map((row) => ({ i: Number(row.i), word: row.word, s: Number(row.s) }));
    if (close.length === 0) return { ids: [] };
    const order = sql.join([...byRank], sql`, `);
    // The first libraries holding each close word: sorted when few hold it, walked to when many.
    const candidateIds = new Set<string>();
    for (const word of new Set(close.map((row) => row.word))) {
      const holding = sql.join(
        texts.map((text) => sql`${text} LIKE ${likeAnywhere(word)}`),
        sql` OR `,
      );
      const first = await firstInOrder(
        tx,
        rank,
        sql`${where} AND (${holding})`,
        limit,
        sortedAtMost,
      );
      for (const { id } of first) candidateIds.add(id);
    }
    if (candidateIds.size === 0) return { ids: [] };
    const candidates = sql.join(
      [...candidateIds].map((id) => sql`${id}`),
      sql`, `,
    );
    const hay = sql`concat_ws(chr(10), ${sql.join([...texts], sql`, `)})`;
    const score = sql.join(
      words.map(
        (_, index) =>
          sql`greatest(0, ${sql.join(
            close
              .filter((row) => row.i === index + 1)
              .map(
                (row) =>
                  sql`CASE WHEN ${hay} LIKE ${likeAnywhere(row.word)} THEN ${row.s}::real ELSE 0 END`,
              ),
            sql`, `,
          )})`,
      ),
      sql` + `,
    );
    const wholeScore = sql.join(
      words.map(
        (word) =>
          sql`greatest(${sql.join(
            texts.map((text) => sql`word_similarity(${word}, ${text})`),
            sql`, `,
          )})`,
      ),
      sql` + `,
    );
    const found = rowsOf<{ id: string }>(
      await tx.execute(sql`
        SELECT ${libraries.id} AS id FROM ${libraries}
        JOIN ${libraryRanks} ON ${libraryRanks.libraryId} = ${libraries.id}
        WHERE ${libraries.id} IN (
          SELECT ${libraries.id} FROM ${libraries}
          JOIN ${libraryRanks} ON ${libraryRanks.libraryId} = ${libraries.id}
          WHERE ${libraries.id} IN (${candidates})
          ORDER BY ${score} DESC, ${order} LIMIT ${RESCORED})
        ORDER BY ${wholeScore} DESC, ${order} LIMIT ${limit}`),
    ).map((row) => row.id);
    if (!search.closest || found.length === 0) return { ids: found };
    // With no exact match: the name or country of the library closest in the page's language.
    const sumOver = (text: SQL) =>
      sql.join(
        words.map((word) => sql`word_similarity(${word}, ${text})`),
        sql` + `,
      );
    const [closest] = rowsOf<{
      libName: Bilingual;
      country: Bilingual;
      byName: number | string;
      byCountry: number | string;
    }>(
      await tx.execute(sql`
        SELECT ${libraries.libName} AS "libName", ${libraries.country} AS country,
          ${sumOver(sql`split_part(${own}, chr(10), 1)`)} AS "byName",
          ${sumOver(sql`split_part(${own}, chr(10), 2)`)} AS "byCountry"
        FROM ${libraries}
        WHERE ${libraries.id} IN (${sql.join(
          found.map((id) => sql`${id}`),
          sql`, `,
        )}) AND (${sql.join(
          words.map((word) => sql`${word} <% ${own}`),
          sql` OR `,
        )})
        ORDER BY ${sumOver(sql`${own}`)} DESC, ${libraries.id} LIMIT 1`),
    );
    return {
      ids: found,
      ...(closest && {
        closest: {
          libName: closest.libName,
          country: closest.country,
          byName: Number(closest.byName),
          byCountry: Number(closest.byCountry),
        },
      }),
    };
  });
}
