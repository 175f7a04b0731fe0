import { librarySearchQuery } from '@libatlas/directory';
import { sql, type SQL } from 'drizzle-orm';
import { libraries } from '../db/schema';
import { likeAnywhere } from './likeAnywhere';

/** A search's exact-match rule in SQL, with the parts the near matches reuse. */
export interface ExactMatch {
  /** The search form of the text (librarySearchQuery); empty finds every library. */
  key: string;
  /** A short form in capitals (UK), found only as a whole word. */
  wholeWord: boolean;
  /** `key` as a LIKE pattern: anywhere, or as a whole word between spaces. */
  pattern: string;
  /** The libraries `q` finds exactly in `lang`. */
  condition: SQL;
}

/**
 * The browser's rule (filterLibraries, spec §5) on the search texts every write stores
 * (librarySearchText): a short form (UK) is a whole word of the words column, any other text is
 * anywhere in the search text of the language; an empty text finds every library. One rule for the
 * search's pages and count (searchDirectory) and the map of a search (exactMatchIds).
 */
export function exactMatch(q: string, lang: 'en' | 'ar'): ExactMatch {
  const { key, wholeWord } = librarySearchQuery(q);
  const en = lang === 'en';
  const text = wholeWord
    ? en
      ? libraries.searchWordsEn
      : libraries.searchWordsAr
    : en
      ? libraries.searchEn
      : libraries.searchAr;
  const pattern = wholeWord ? likeAnywhere(` ${key} `) : likeAnywhere(key);
  return {
    key,
    wholeWord,
    pattern,
    condition: key === '' ? sql`true` : sql`${text} LIKE ${pattern}`,
  };
}
