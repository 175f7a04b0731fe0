import type { Language } from '@libatlas/i18n';
import { describe, expect, it } from 'vitest';
import { sortLibraries, type SortableLibrary } from '../src/index.ts';

// The same cases packages/ui's sortLibraries story shows in the browser, whose collation data is
// the browser's own; here it is Node's.

type TestRecord = SortableLibrary & { id: string };

const record = (id: string, name: [string, string], country: [string, string]): TestRecord => ({
  id,
  lib_name: { en: name[0], ar: name[1] },
  country: { en: country[0], ar: country[1] },
});

// Italy's two central national libraries share a country; the Arabic country names begin with
// different letters from the English ones, so the two languages give different orders.
const LIBRARIES: TestRecord[] = [
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

const EXPECTED: Record<Language, string[]> = {
  en: ['at-onb', 'eg-enla', 'de-dnb', 'it-bncf', 'it-bncr', 'ae-nla'],
  // Alef forms (ا أ إ) count as one letter: الإمارات، ألمانيا، النمسا، إيطاليا (روما قبل فلورنسا)، مصر.
  ar: ['ae-nla', 'de-dnb', 'at-onb', 'it-bncr', 'it-bncf', 'eg-enla'],
};

const ids = (list: readonly TestRecord[]) => list.map((library) => library.id);

describe('sortLibraries', () => {
  it.each(['en', 'ar'] as const)(
    'orders by country, then name, as a reader of %s expects',
    (language) => {
      expect(ids(sortLibraries(LIBRARIES, language))).toEqual(EXPECTED[language]);
    },
  );

  it('returns the records themselves in a new array, leaving the input as it was', () => {
    const before = ids(LIBRARIES);
    const sorted = sortLibraries(LIBRARIES, 'en');
    expect(sorted).not.toBe(LIBRARIES);
    expect(sorted).toContain(LIBRARIES[0]);
    expect(ids(LIBRARIES)).toEqual(before);
  });

  it('compares numbers by value', () => {
    const numbered = [
      record('10', ['Library 10', 'مكتبة 10'], ['X', 'س']),
      record('9', ['Library 9', 'مكتبة 9'], ['X', 'س']),
    ];
    expect(ids(sortLibraries(numbered, 'en'))).toEqual(['9', '10']);
  });

  it("sorts an empty name by its fallback, the other language's name", () => {
    const fallback = sortLibraries(
      [record('b', ['', 'ب'], ['X', 'س']), record('a', ['', 'أ'], ['X', 'س'])],
      'en',
    );
    expect(ids(fallback)).toEqual(['a', 'b']);
  });
});
