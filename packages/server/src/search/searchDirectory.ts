import {
  DIRECTORY_SEARCH_COUNTED_AT_MOST,
  DIRECTORY_SEARCH_MAX_RELATED,
  type DirectorySearch,
  type LibraryListItem,
  type RelatedReason,
} from '@libatlas/contracts';
import { normalizeForSearch, searchKey, searchWordsOf } from '@libatlas/directory';
import { localized } from '@libatlas/i18n/localized';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { libraries, libraryRanks, type LibraryRow } from '../db/schema';
import { exactMatch } from './exactMatch';
import { toLibrary } from '../services/libraries';
import {
  SORTED_AT_MOST,
  countAtMost,
  firstInOrder,
  sortedByRank,
  walkedByRank,
  type Ranked,
} from './byRank';
import { libraryCount } from './libraryCount';
import type { SearchMemo } from './SearchMemo';
import { similarLibraries, type SimilarLibraries } from './similarLibraries';

/** A search as GET /api/directory/search reads it (contracts' directorySearchQuerySchema). */
export interface DirectorySearchInput {
  q: string;
  region?: string | undefined;
  lang: 'en' | 'ar';
  page: number;
  pageSize: number;
}

/** Trigrams need three letters: shorter words are found by substring only. */
const MIN_SIMILAR_LENGTH = 3;

/** The words of a search looked for one by one (each a lookup among the directory's words). */
const MAX_SIMILAR_WORDS = 6;

const REASONS: readonly RelatedReason[] = ['otherLanguage', 'place', 'similar'];

/** How a search is answered, beside what it asks. */
export interface SearchOptions {
  /** What earlier searches learned, and the data version read before this one began. */
  learned?: { memo: SearchMemo; version: number };
  /** SORTED_AT_MOST, for a test that asks both ways of reading a page. */
  sortedAtMost?: number;
  /**
   * DIRECTORY_SEARCH_COUNTED_AT_MOST: a text found in more libraries is not counted to the end
   * (a million matches cost seconds), its total said to be "more than" (`moreThanTotal`). Lower
   * in a test.
   */
  countedAtMost?: number;
}

/** A search's total as learned: exact, or `more` than `total` when not counted to the end. */
interface Total {
  total: number;
  more?: true;
}

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
  options: SearchOptions = {},
): Promise<DirectorySearch> {
  const {
    learned,
    sortedAtMost = SORTED_AT_MOST,
    countedAtMost = DIRECTORY_SEARCH_COUNTED_AT_MOST,
  } = options;
  const { key, wholeWord, pattern, condition: exactMatchSql } = exactMatch(input.q, input.lang);
  const en = input.lang === 'en';
  const own = en ? libraries.searchEn : libraries.searchAr;
  const other = en ? libraries.searchAr : libraries.searchEn;
  const rank = en ? libraryRanks.sortEn : libraryRanks.sortAr;
  const inRegion = input.region ? eq(sql`${libraries.region} ->> 'en'`, input.region) : undefined;
  const where = and(inRegion, exactMatchSql);
  // The order of the rank index itself, so that a page can be read by walking it (every library
  // has its ranks, written in the transaction that writes it).
  const byRank = [asc(rank), asc(libraryRanks.libraryId)] as const;
  const asked = [input.lang, input.region ?? '', wholeWord, key];

  const start = (input.page - 1) * input.pageSize;
  const end = start + input.pageSize;
  const totalKey = JSON.stringify(['total', ...asked]);
  let known = learned?.memo.recall<Total>(learned.version, totalKey);
  let page: Ranked[] | undefined;
  /** Whether a library comes after this page (known when the page was read with one more). */
  let beyond: boolean | undefined;
  if (known === undefined) {
    let found: number;
    if (key !== '') {
      // A search of few matches is counted by the sort that reads its page: one pass.
      const probe = await sortedByRank(db, rank, where, start, input.pageSize, sortedAtMost + 1);
      if (probe.found !== undefined && probe.found <= sortedAtMost) {
        found = probe.found;
        page = probe.rows;
        beyond = found > end;
      } else {
        // Counted no further than is said: past countedAtMost, "more than" it.
        found =
          probe.found !== undefined && probe.found > countedAtMost
            ? probe.found
            : await countAtMost(db, where, countedAtMost + 1);
      }
    } else {
      // The whole directory or a region: the counts the database keeps (migration 0013).
      found = await libraryCount(db, input.region);
    }
    // The whole directory and a region keep their exact totals: they cost nothing to know.
    known =
      key !== '' && found > countedAtMost ? { total: countedAtMost, more: true } : { total: found };
    learned?.memo.keep(learned.version, totalKey, known);
  }
  let { total, more = false } = known;
  // The whole directory (no text, no region) is walked whatever its size: its order is the rank
  // index itself, so a page costs its own rows, where a sort would read and order every library
  // (at 20,000, 60 ms on PGlite for each first page after a write).
  const filtered = key !== '' || Boolean(input.region);
  if (page === undefined && start < total && !more && total <= sortedAtMost && filtered) {
    page = (await sortedByRank(db, rank, where, start, input.pageSize)).rows;
  } else if (page === undefined && (start < total || more)) {
    // Where the page before ended, when a reader read it at this version (the next page link).
    const afterKey = (n: number) => JSON.stringify(['after', ...asked, input.pageSize, n]);
    const after = learned?.memo.recall<Ranked>(learned.version, afterKey(input.page - 1));
    // Past a total not counted, one more is read: whether a next page exists.
    const rows = await walkedByRank(
      db,
      rank,
      key === '' && !input.region ? undefined : where,
      after,
      after ? 0 : start,
      input.pageSize + (more ? 1 : 0),
    );
    page = rows.slice(0, input.pageSize);
    beyond = rows.length > input.pageSize;
    const last = page.at(-1);
    if (learned && last && page.length === input.pageSize) {
      learned.memo.keep(learned.version, afterKey(input.page), last);
    }
  }
  if (more && beyond) {
    // More than this page's end: the total said grows with the pages read.
    total = Math.max(total, end);
  } else if (more) {
    // Nothing after this page: the total is known, from this page or, past the last match,
    // counted up to this page's start (which the walk here passed already).
    total = page?.length ? start + page.length : await countAtMost(db, where, start + 1);
    more = false;
    learned?.memo.keep(learned.version, totalKey, { total } satisfies Total);
  }
  const pageIds = (page ?? []).map((row) => row.id);
  const answer: DirectorySearch = {
    total,
    ...(more ? { moreThanTotal: true } : {}),
    page: input.page,
    pageSize: input.pageSize,
    items: await listItemsOf(db, pageIds),
    related: [],
  };
  // Near matches come after every exact one: asked only by a page that reaches the end of those.
  if (key === '' || more || end < total) return answer;

  // Near misses are looked for word by word: a typo in one word, or a name in another language
  // that shares some of its words, still comes close, ranked by how close all its words come.
  const words = wholeWord
    ? []
    : [...new Set(searchWordsOf(normalizeForSearch(input.q)))]
        .filter((word) => [...word].length >= MIN_SIMILAR_LENGTH)
        .slice(0, MAX_SIMILAR_WORDS)
        .map(searchKey);
  const otherText = wholeWord ? (en ? libraries.searchWordsAr : libraries.searchWordsEn) : other;
  const inOther = sql`${otherText} LIKE ${pattern}`;
  const inPlace = wholeWord ? sql`false` : sql`${libraries.searchPlace} LIKE ${pattern}`;
  const notExact = sql`NOT (${exactMatchSql})`;
  const nearKey = JSON.stringify(['related', input.lang, input.region ?? '', input.q]);
  const nearMatches = async () => {
    const firstByRank = (condition: SQL | undefined, limit: number) =>
      firstInOrder(db, rank, and(inRegion, condition), limit, sortedAtMost);
    const related: { id: string; reason: number }[] = [];
    // The text in the other language, then in the address, each in the directory's order.
    for (const [reason, condition] of [
      [0, and(notExact, inOther)],
      [1, and(notExact, sql`NOT (${inOther})`, inPlace)],
    ] as const) {
      if (related.length >= DIRECTORY_SEARCH_MAX_RELATED) break;
      const rows = await firstByRank(condition, DIRECTORY_SEARCH_MAX_RELATED - related.length);
      related.push(...rows.map((row) => ({ id: row.id, reason })));
    }
    const wanted = DIRECTORY_SEARCH_MAX_RELATED - related.length;
    let closest: SimilarLibraries['closest'];
    // Near spellings only when the text is found nowhere as written: a city found in an address
    // ("Paris") is what the reader meant, and words merely close to it (Parkes Place,
    // Par-la-Ville Road, "Parliamentary") would bury it, and name a "Did you mean" they never meant.
    if (words.length > 0 && related.length === 0 && (wanted > 0 || total === 0)) {
      const similar = await similarLibraries(db, {
        words,
        own,
        texts: [own, other, libraries.searchPlace],
        where: and(inRegion, notExact, sql`NOT (${inOther})`, sql`NOT (${inPlace})`)!,
        rank,
        byRank,
        sortedAtMost,
        limit: Math.max(wanted, 10),
        closest: total === 0,
      });
      related.push(...similar.ids.slice(0, wanted).map((id) => ({ id, reason: 2 })));
      closest = similar.closest;
    }
    return { related, closest };
  };
  // The near matches of a text, learned once per data version: the later pages and readers
  // of the same search read them from the memo.
  const near =
    learned?.memo.recall<Awaited<ReturnType<typeof nearMatches>>>(learned.version, nearKey) ??
    (await nearMatches());
  learned?.memo.keep(learned.version, nearKey, near);
  const { related, closest } = near;

  const from = Math.max(0, start - total);
  const slice = related.slice(from, end - total);
  const items = await listItemsOf(
    db,
    slice.map((row) => row.id),
  );
  const reasons = new Map(slice.map((row) => [row.id, REASONS[Number(row.reason)]!]));
  answer.relatedTotal = related.length;
  answer.related = items.map((item) => ({ ...item, reason: reasons.get(item.id)! }));
  if (closest) {
    // A country when it comes as close as the name: the broader suggestion.
    const field = Number(closest.byCountry) >= Number(closest.byName) ? 'country' : 'libName';
    answer.didYouMean = localized(closest[field], input.lang);
  }
  return answer;
}
