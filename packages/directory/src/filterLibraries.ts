import type { Library, RegionName } from '@libatlas/contracts';
import type { Language } from '@libatlas/i18n';
// The plain module, not the package's index: that one brings React and i18next, which the server
// must not load.
import { localized } from '@libatlas/i18n/localized';
import { countryAliases } from './countryAliases.ts';
import { normalizeForSearch } from './normalizeForSearch.ts';

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

// Every name of an aliased country, by each of its names, in search form.
const ALIASES_BY_NAME = new Map<string, string[]>(
  countryAliases.flatMap((group) => {
    const names = group.map(normalizeForSearch);
    return names.map((name) => [name, names] as const);
  }),
);

/** The other names of a library's country (none for most countries), in search form. */
function aliasesOf(country: { en: string; ar: string }): string[] {
  return [
    ...(ALIASES_BY_NAME.get(normalizeForSearch(country.en)) ?? []),
    ...(ALIASES_BY_NAME.get(normalizeForSearch(country.ar)) ?? []),
  ];
}

// A search of a few capitals is a short form (UK, USA, UAE, DRC) and names a whole word: inside
// words "uk" would find Ukraine and "usa" Busan. Typed in lower case it is read as any text.
const SHORT_FORM = /^[A-Z]{2,4}$/;

const WORD_BREAKS = /[^\p{L}\p{N}]+/u;

/** Whether `text` (in search form) holds `query`: anywhere, or as a whole word. */
function holds(text: string, query: string, wholeWord: boolean): boolean {
  return wholeWord ? text.split(WORD_BREAKS).includes(query) : text.includes(query);
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
  const wholeWord = SHORT_FORM.test(search.trim());
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
      ) || aliasesOf(library.country).some((name) => holds(name, query, wholeWord))
    );
  });
}
