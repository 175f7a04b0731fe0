import type { SearchableLibrary } from './filterLibraries.ts';

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
