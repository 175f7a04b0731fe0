import type { SearchableLibrary } from '../filterLibraries.ts';

/** A library as the search reads it, with an id to name it in expectations. */
export type TestRecord = SearchableLibrary & { id: string };

/** A record from [English, Arabic] pairs. */
export function searchableRecord(
  id: string,
  name: [string, string],
  country: [string, string],
  region: [string, string],
): TestRecord {
  return {
    id,
    lib_name: { en: name[0], ar: name[1] },
    country: { en: country[0], ar: country[1] },
    region: { en: region[0], ar: region[1] },
  };
}
