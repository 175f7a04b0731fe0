import { describe, expect, it } from 'vitest';
import { sortLibraries } from '../src/index.ts';
import { SORT_CASES, SORT_RECORDS } from '../src/testing/index.ts';

// The directory's order, case by case, with Node's collation data: the table packages/ui's
// sortLibraries story asserts with the browser's.

const ids = (list: readonly { id: string }[]) => list.map((library) => library.id);

describe('sortLibraries', () => {
  it.each(SORT_CASES)('$name', ({ libraries, language, expected }) => {
    expect(ids(sortLibraries(libraries, language))).toEqual(expected);
  });

  it('returns the records themselves in a new array, leaving the input as it was', () => {
    const before = ids(SORT_RECORDS);
    const sorted = sortLibraries(SORT_RECORDS, 'en');
    expect(sorted).not.toBe(SORT_RECORDS);
    expect(sorted).toContain(SORT_RECORDS[0]);
    expect(ids(SORT_RECORDS)).toEqual(before);
  });
});
