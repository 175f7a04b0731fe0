import { isShortFormSearch } from './isShortFormSearch.ts';
import { normalizeForSearch } from './normalizeForSearch.ts';
import { searchKey } from './searchKey.ts';

/** A search box's text as the database compares it with `librarySearchText`. */
export interface LibrarySearchQuery {
  /** The text in search form, as a `searchKey`; '' matches everything. */
  key: string;
  /** A short form (UK, USA): found as a whole word of `wordsEn`/`wordsAr` only. */
  wholeWord: boolean;
}

/** How the database reads a search box's text: the rules of `filterLibraries`, in key form. */
export function librarySearchQuery(search: string): LibrarySearchQuery {
  return {
    key: searchKey(normalizeForSearch(search)),
    wholeWord: isShortFormSearch(search),
  };
}
