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

/**
 * The libraries matching the search box and the region filter (spec §5): a case-insensitive
 * substring match of the trimmed search text on the name, country or region in the active
 * language, made robust to Arabic diacritics, tatweel and alef variants, where a country is also
 * found by its other names in either language (Czechia, Türkiye, هنغاريا, سورية: see
 * `countryAliases`); and, unless the region is `'all'`, the library's English region name equal to
 * it. The order of `libraries` is kept.
 */
export function filterLibraries<T extends SearchableLibrary>(
  libraries: readonly T[],
  { search, region, language }: LibraryFilter,
): T[] {
  const query = normalizeForSearch(search);
  return libraries.filter((library) => {
    if (region !== 'all' && library.region.en !== region) {
      return false;
    }
    if (query === '') {
      return true;
    }
    return (
      [library.lib_name, library.country, library.region].some((field) =>
        normalizeForSearch(localized(field, language)).includes(query),
      ) || aliasesOf(library.country).some((name) => name.includes(query))
    );
  });
}
