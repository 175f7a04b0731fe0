import type { Language } from '@libatlas/i18n';
import type { SortableLibrary } from '../sortLibraries.ts';

// The directory's order, case by case: the one table that packages/directory's unit tests run with
// Node's collation data and packages/ui's sortLibraries story asserts (and shows) with the
// browser's.

/** A library as the order reads it, with an id to name it in expectations. */
export type SortRecord = SortableLibrary & { id: string };

const record = (id: string, name: [string, string], country: [string, string]): SortRecord => ({
  id,
  lib_name: { en: name[0], ar: name[1] },
  country: { en: country[0], ar: country[1] },
});

/**
 * Italy's two central national libraries share a country; the Arabic country names begin with
 * different letters from the English ones, so the two languages give different orders.
 */
export const SORT_RECORDS: readonly SortRecord[] = [
  record(
    'it-bncr',
    ['National Central Library of Rome', 'المكتبة الوطنية المركزية في روما'],
    ['Italy', 'إيطاليا'],
  ),
  record(
    'eg-enla',
    ['Egyptian National Library and Archives', 'دار الكتب والوثائق القومية'],
    ['Egypt', 'مصر'],
  ),
  record(
    'de-dnb',
    ['German National Library', 'المكتبة الوطنية الألمانية'],
    ['Germany', 'ألمانيا'],
  ),
  record(
    'it-bncf',
    ['National Central Library of Florence', 'المكتبة الوطنية المركزية في فلورنسا'],
    ['Italy', 'إيطاليا'],
  ),
  record(
    'at-onb',
    ['Austrian National Library', 'المكتبة الوطنية النمساوية'],
    ['Austria', 'النمسا'],
  ),
  record(
    'ae-nla',
    ['National Library and Archives', 'الأرشيف والمكتبة الوطنية'],
    ['United Arab Emirates', 'الإمارات العربية المتحدة'],
  ),
];

/** The ids of `SORT_RECORDS` in the order a reader of each language expects. */
export const SORT_EXPECTED: Readonly<Record<Language, readonly string[]>> = {
  en: ['at-onb', 'eg-enla', 'de-dnb', 'it-bncf', 'it-bncr', 'ae-nla'],
  // Alef forms (ا أ إ) count as one letter: الإمارات، ألمانيا، النمسا، إيطاليا (روما قبل فلورنسا)، مصر.
  ar: ['ae-nla', 'de-dnb', 'at-onb', 'it-bncr', 'it-bncf', 'eg-enla'],
};

export interface SortCase {
  /** What the case shows. */
  name: string;
  libraries: readonly SortRecord[];
  language: Language;
  /** The ids of `libraries` in the expected order. */
  expected: readonly string[];
}

export const SORT_CASES: readonly SortCase[] = [
  {
    name: 'by country, then name, as a reader of English expects',
    libraries: SORT_RECORDS,
    language: 'en',
    expected: SORT_EXPECTED.en,
  },
  {
    name: 'by country, then name, as a reader of Arabic expects',
    libraries: SORT_RECORDS,
    language: 'ar',
    expected: SORT_EXPECTED.ar,
  },
  {
    name: 'numbers compare by value',
    libraries: [
      record('10', ['Library 10', 'مكتبة 10'], ['X', 'س']),
      record('9', ['Library 9', 'مكتبة 9'], ['X', 'س']),
    ],
    language: 'en',
    expected: ['9', '10'],
  },
  {
    name: "an empty name sorts by its fallback, the other language's name",
    libraries: [record('b', ['', 'ب'], ['X', 'س']), record('a', ['', 'أ'], ['X', 'س'])],
    language: 'en',
    expected: ['a', 'b'],
  },
];
