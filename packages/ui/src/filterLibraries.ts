import type { Library, RegionName } from '@libatlas/contracts';
import { localized, type Language } from '@libatlas/i18n';
import { countryAliases } from './countryAliases.ts';

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

// Latin combining marks, left behind by NFD: "Bibliothèque" is found by "bibliotheque".
const LATIN_MARKS = /[\u0300-\u036f]/g;

// Arabic marks that do not change which word is written: the Quranic annotation signs, the
// tashkeel (fathatan … sukun, maddah, hamza above and below, subscript alef …), the superscript
// alef, the small high signs, and tatweel (the stretching bar, which is pure typography).
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

// Hamza and madda on alef are routinely dropped in typing: أ إ آ ٱ are all searched as ا.
const ALEF_VARIANTS = /[\u0622\u0623\u0625\u0671]/g;

// Taa marbuta is searched as haa: the dots are often left off ("مكتبه" for "مكتبة"). It only ends a
// word, so the folding only joins a word ending in ة with the same word ending in ه, and no two
// names in this directory differ that way. Alef maqsura (ى) is deliberately NOT folded into yaa:
// that would make "علي" (a name) find "على" (a preposition) and similar pairs.
const TAA_MARBUTA = /\u0629/g;

const SPACES = /\s+/g;

/**
 * The form of a text that search compares: lower case, Latin accents and Arabic diacritics and
 * tatweel removed, alef variants and taa marbuta folded, runs of spaces collapsed, trimmed.
 */
export function normalizeForSearch(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(LATIN_MARKS, '')
      // Recomposed before the Arabic folding, so that ؤ and ئ (which NFD splits into a letter and
      // a hamza mark) stay whole instead of losing their hamza with the other marks.
      .normalize('NFC')
      .replace(ALEF_VARIANTS, '\u0627')
      .replace(ARABIC_MARKS, '')
      .replace(TAA_MARBUTA, '\u0647')
      .toLowerCase()
      .replace(SPACES, ' ')
      .trim()
  );
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

/** The three counters of the home hero (spec §9). */
export interface LibraryCounts {
  /** How many libraries there are. */
  libraries: number;
  /** How many distinct English country names they have. */
  countries: number;
  /** How many distinct English region names they have. */
  regions: number;
}

function distinct(values: readonly string[]): number {
  return new Set(values.map((value) => value.trim()).filter((value) => value !== '')).size;
}

/** The home counters: libraries, distinct English country names, distinct English region names. */
export function countDistinct(libraries: readonly SearchableLibrary[]): LibraryCounts {
  return {
    libraries: libraries.length,
    countries: distinct(libraries.map((library) => library.country.en)),
    regions: distinct(libraries.map((library) => library.region.en)),
  };
}
