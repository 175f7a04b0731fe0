import type { Library } from '@libatlas/contracts';
import type { Language } from '@libatlas/i18n';
// The plain module, not the package's index: that one brings React and i18next, which the server
// must not load.
import { localized } from '@libatlas/i18n/localized';
import { collatorOf } from './collatorOf.ts';

/** The fields the order reads, so callers may pass lighter records than `Library`. */
export type SortableLibrary = Pick<Library, 'lib_name' | 'country'>;

/**
 * The directory's order in the active language: by country, then by name, each compared as a
 * reader of that language expects (`Intl.Collator`: accents and case second, numbers by value),
 * so the Arabic pages read in Arabic alphabetical order and the English ones in English order.
 * A new array; the records themselves are kept.
 */
export function sortLibraries<T extends SortableLibrary>(
  libraries: readonly T[],
  language: Language,
): T[] {
  const { compare } = collatorOf(language);
  return [...libraries].sort(
    (a, b) =>
      compare(localized(a.country, language), localized(b.country, language)) ||
      compare(localized(a.lib_name, language), localized(b.lib_name, language)),
  );
}
