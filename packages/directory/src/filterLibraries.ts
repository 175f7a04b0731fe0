import type { Library, RegionName } from '@libatlas/contracts';
import type { Language } from '@libatlas/i18n';
// The plain module, not the package's index: that one brings React and i18next, which the server
// must not load.
import { localized } from '@libatlas/i18n/localized';
import { countryAliasesOf } from './countryAliasesOf.ts';
import { isShortFormSearch } from './isShortFormSearch.ts';
import { normalizeForSearch } from './normalizeForSearch.ts';
import { searchWordsOf } from './searchWordsOf.ts';

/** The fields the search and the counters read, so callers may pass lighter records than `Library`. */
export type SearchableLibrary = Pick<Library, 'lib_name' | 'country' | 'region'>;

/** The region filter of the Libraries page: every region, or one region's English name. */
export type RegionFilterValue = 'all' | RegionName;

export interface LibraryFilter {
  /** The text typed in the search box; trimmed here, empty matches everything. */
  search: string;
  /** `'all'` or a region's English name, compared with `library.region.en`. */
  region: 'all' | string;
  /** The active language: the search reads the name, country and region in it (spec §5). */
  language: Language;
}

/** Whether `text` (in search form) holds `query`: anywhere, or as a whole word. */
function holds(text: string, query: string, wholeWord: boolean): boolean {
  return wholeWord ? searchWordsOf(text).includes(query) : text.includes(query);
}

/**
 * The libraries matching the search box and the region filter (spec §5): a case-insensitive
 * substring match of the trimmed search text on the name, country or region in the active
 * language, made robust to Arabic diacritics, tatweel and alef variants, where a country is also
 * found by its other names in either language (Czechia, Holland, Persia, بريطانيا: see
 * `countryAliases`), and where a search of two to four capitals (UK, USA) matches a whole word
 * only; and, unless the region is `'all'`, the library's English region name equal to it. The order
 * of `libraries` is kept.
 */
export function filterLibraries<T extends SearchableLibrary>(
  libraries: readonly T[],
  { search, region, language }: LibraryFilter,
): T[] {
  const query = normalizeForSearch(search);
  const wholeWord = isShortFormSearch(search);
  return libraries.filter((library) => {
    if (region !== 'all' && library.region.en !== region) {
      return false;
    }
    if (query === '') {
      return true;
    }
    return (
      [library.lib_name, library.country, library.region].some((field) =>
        holds(normalizeForSearch(localized(field, language)), query, wholeWord),
      ) || countryAliasesOf(library.country).some((name) => holds(name, query, wholeWord))
    );
  });
}
