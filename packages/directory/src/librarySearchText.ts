import type { Library } from '@libatlas/contracts';
import type { Language } from '@libatlas/i18n';
// The plain module, not the package's index: that one brings React and i18next, which the server
// must not load.
import { localized } from '@libatlas/i18n/localized';
import { countryAliasesOf } from './countryAliasesOf.ts';
import { normalizeForSearch } from './normalizeForSearch.ts';
import { searchKey } from './searchKey.ts';
import { searchWordsOf } from './searchWordsOf.ts';

/**
 * The version of the rules a search text is made by: bump it with any change to what
 * `librarySearchText` makes (its fields, `normalizeForSearch`, `searchKey`, `searchWordsOf`).
 * The server stores it (with a hash of `countryAliases`, which needs no bump) beside the texts it
 * wrote, and rewrites them all at a start whose version differs.
 */
export const SEARCH_TEXT_RULES_VERSION = 1;

/** The fields a library's search text is made from. */
export type SearchTextLibrary = Pick<Library, 'lib_name' | 'country' | 'region' | 'address'>;

/**
 * What the database searches a library by, each as `searchKey`s: the texts `filterLibraries`
 * reads, stored once per write so that a search is a LIKE on an index rather than a pass over every
 * record.
 */
export interface LibrarySearchText {
  /**
   * What a search on the English page holds (spec §5, as `filterLibraries` reads it): the name,
   * country and region in English (or Arabic where the English is empty) and the country's other
   * names, one per line. A query never holds a line break, so no match spans two of them.
   */
  en: string;
  /** The same on the Arabic page. */
  ar: string;
  /** The words of `en`, each between spaces: a short form (UK) is found as ` uk `. */
  wordsEn: string;
  /** The words of `ar`, each between spaces. */
  wordsAr: string;
  /** The address in both languages (which names the city), one per line: found when nothing else is. */
  place: string;
}

/** The texts of one language's search, in search form, one per field. */
function fieldsOf(library: SearchTextLibrary, language: Language): string[] {
  return [
    ...[library.lib_name, library.country, library.region].map((field) =>
      normalizeForSearch(localized(field, language)),
    ),
    ...countryAliasesOf(library.country),
  ];
}

function wordsOf(fields: readonly string[]): string {
  const words = fields.flatMap(searchWordsOf).filter((word) => word !== '');
  return ` ${words.map(searchKey).join(' ')} `;
}

/** A library's search text (see `LibrarySearchText`), the one the server stores on every write. */
export function librarySearchText(library: SearchTextLibrary): LibrarySearchText {
  const en = fieldsOf(library, 'en');
  const ar = fieldsOf(library, 'ar');
  return {
    en: en.map(searchKey).join('\n'),
    ar: ar.map(searchKey).join('\n'),
    wordsEn: wordsOf(en),
    wordsAr: wordsOf(ar),
    place: [library.address.en, library.address.ar]
      .map((address) => searchKey(normalizeForSearch(address)))
      .join('\n'),
  };
}
