import {
  DIRECTORY_SEARCH_MAX_RELATED,
  type DirectorySearch,
  type LibraryListItem,
  type RelatedReason,
} from '@libatlas/contracts';
import {
  librarySearchQuery,
  normalizeForSearch,
  searchKey,
  searchWordsOf,
} from '@libatlas/directory';
import { localized } from '@libatlas/i18n/localized';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { libraries, libraryRanks, type LibraryRow } from '../db/schema';
import { toLibrary } from './libraries';

/** A search as GET /api/directory/search reads it (contracts' directorySearchQuerySchema). */
export interface DirectorySearchInput {
  q: string;
  region?: string | undefined;
  lang: 'en' | 'ar';
  page: number;
  pageSize: number;
}

/**
 * How close a word of the search must come to a name, country, region or address (pg_trgm's
 * word similarity: the share of the word's trigrams found in one stretch of the text) to make a
 * near match. 0.5 lets one letter dropped or changed in a word of six or more through ("libary"
 * has 5 of its 7 trigrams in "library"; "nacional" 6 of 9 in "national"), while a word that merely
 * shares a syllable with a name stays out; directorySearch.test.ts holds both sides of it.
 */
export const SIMILARITY_THRESHOLD = 0.5;

/** Trigrams need three letters: shorter words are found by substring only. */
const MIN_SIMILAR_LENGTH = 3;

/** The words of a search looked for one by one (each is three index scans). */
const MAX_SIMILAR_WORDS = 6;

/** `key` as a LIKE pattern that finds it anywhere (its %, _ and \ taken literally). */
function anywhere(key: string): string {
  return `%${key.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const REASONS: readonly RelatedReason[] = ['otherLanguage', 'place', 'similar'];

/** The list items of `ids`, in that order (a list item is what the cards show). */
async function listItemsOf(db: Database, ids: readonly string[]): Promise<LibraryListItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(libraries)
    .where(inArray(libraries.id, [...ids]));
  const byId = new Map(rows.map((row: LibraryRow) => [row.id, toLibrary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of the libraries a search finds, for the Libraries page (issue 32). Exact matches
 * first, counted in `total`: the browser's rule (filterLibraries, spec §5) on the search texts
 * every write stores (librarySearchText), a LIKE served by their trigram indexes (three letters
 * or more; shorter texts scan), in the directory's order (the ranks of rankLibraries). After the
 * last of them, once a page reaches past it, near matches (at most DIRECTORY_SEARCH_MAX_RELATED):
 * the text in the other language's name, country or region, then in the address, then names,
 * countries, regions or addresses close to it (pg_trgm word similarity). With no exact match,
 * `didYouMean` names the name or country closest to the text.
 */
export async function searchDirectory(
  db: Database,
  input: DirectorySearchInput,
): Promise<DirectorySearch> {
  const { key, wholeWord } = librarySearchQuery(input.q);
  const en = input.lang === 'en';
  const own = en ? libraries.searchEn : libraries.searchAr;
  const other = en ? libraries.searchAr : libraries.searchEn;
  const rank = en ? libraryRanks.sortEn : libraryRanks.sortAr;
  const pattern = wholeWord ? anywhere(` ${key} `) : anywhere(key);
  const inRegion = input.region ? eq(sql`${libraries.region} ->> 'en'`, input.region) : undefined;
  // A short form (UK) is a whole word of the words column; any other text is anywhere in the text.
  const ownText = wholeWord ? (en ? libraries.searchWordsEn : libraries.searchWordsAr) : own;
  const exactMatch = key === '' ? sql`true` : sql`${ownText} LIKE ${pattern}`;
  const where = and(inRegion, exactMatch);

  const [counted] = await db.select({ n: count() }).from(libraries).where(where);
  const total = Number(counted?.n ?? 0);
  const start = (input.page - 1) * input.pageSize;
  const end = start + input.pageSize;
  const pageIds =
    start < total
      ? (
          await db
            .select({ id: libraries.id })
            .from(libraries)
            .leftJoin(libraryRanks, eq(libraryRanks.libraryId, libraries.id))
            .where(where)
            .orderBy(sql`${rank} NULLS LAST`, asc(libraries.id))
            .limit(input.pageSize)
            .offset(start)
        ).map((row) => row.id)
      : [];
  const answer: DirectorySearch = {
    total,
    page: input.page,
    pageSize: input.pageSize,
    items: await listItemsOf(db, pageIds),
    related: [],
  };
  // Near matches come after every exact one: asked only by a page that reaches the end of those.
  if (key === '' || end < total) return answer;

  // Near misses are looked for word by word: a typo in one word, or a name in another language
  // that shares some of its words, still comes close, ranked by how close all its words come.
  const words = wholeWord
    ? []
    : [...new Set(searchWordsOf(normalizeForSearch(input.q)))]
        .filter((word) => [...word].length >= MIN_SIMILAR_LENGTH)
        .slice(0, MAX_SIMILAR_WORDS)
        .map(searchKey);
  const sumOver = (score: (word: string) => SQL) =>
    sql.join(
      words.map((word) => sql`(${score(word)})`),
      sql` + `,
    );
  const nearMatches = await db.transaction(async (tx) => {
    // The `<%` operator's threshold, for this transaction only.
    await tx.execute(
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`,
    );
    const otherText = wholeWord ? (en ? libraries.searchWordsAr : libraries.searchWordsEn) : other;
    const inOther = sql`${otherText} LIKE ${pattern}`;
    const inPlace = wholeWord ? sql`false` : sql`${libraries.searchPlace} LIKE ${pattern}`;
    const texts = [own, other, libraries.searchPlace];
    const close =
      words.length > 0
        ? sql.join(
            words.flatMap((word) => texts.map((text) => sql`${word} <% ${text}`)),
            sql` OR `,
          )
        : sql`false`;
    const related = await tx
      .select({
        id: libraries.id,
        reason: sql<number>`CASE WHEN ${inOther} THEN 0 WHEN ${inPlace} THEN 1 ELSE 2 END`,
      })
      .from(libraries)
      .leftJoin(libraryRanks, eq(libraryRanks.libraryId, libraries.id))
      .where(and(inRegion, sql`NOT (${exactMatch})`, sql`(${inOther} OR ${inPlace} OR ${close})`))
      .orderBy(
        sql`2`,
        ...(words.length > 0
          ? [
              sql`${sumOver(
                (word) =>
                  sql`greatest(${sql.join(
                    texts.map((text) => sql`word_similarity(${word}, ${text})`),
                    sql`, `,
                  )})`,
              )} DESC`,
            ]
          : []),
        sql`${rank} NULLS LAST`,
        asc(libraries.id),
      )
      .limit(DIRECTORY_SEARCH_MAX_RELATED);
    const closest =
      total === 0 && words.length > 0
        ? await tx
            .select({
              libName: libraries.libName,
              country: libraries.country,
              byName: sumOver(
                (word) => sql`word_similarity(${word}, split_part(${own}, chr(10), 1))`,
              ),
              byCountry: sumOver(
                (word) => sql`word_similarity(${word}, split_part(${own}, chr(10), 2))`,
              ),
            })
            .from(libraries)
            .where(
              and(
                inRegion,
                sql.join(
                  words.map((word) => sql`${word} <% ${own}`),
                  sql` OR `,
                ),
              ),
            )
            .orderBy(
              sql`${sumOver((word) => sql`word_similarity(${word}, ${own})`)} DESC`,
              asc(libraries.id),
            )
            .limit(1)
        : [];
    return { related, closest: closest[0] };
  });

  const from = Math.max(0, start - total);
  const slice = nearMatches.related.slice(from, end - total);
  const items = await listItemsOf(
    db,
    slice.map((row) => row.id),
  );
  const reasons = new Map(slice.map((row) => [row.id, REASONS[Number(row.reason)]!]));
  answer.relatedTotal = nearMatches.related.length;
  answer.related = items.map((item) => ({ ...item, reason: reasons.get(item.id)! }));
  const { closest } = nearMatches;
  if (closest) {
    // A country when it comes as close as the name: the broader suggestion.
    const field = Number(closest.byCountry) >= Number(closest.byName) ? 'country' : 'libName';
    answer.didYouMean = localized(closest[field], input.lang);
  }
  return answer;
}
