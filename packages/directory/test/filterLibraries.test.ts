import { describe, expect, it } from 'vitest';
import { filterLibraries } from '../src/index.ts';
import { FILTER_CASES, FILTER_RECORDS, SAMPLE_RECORDS } from '../src/testing/index.ts';

// The search rule of spec §5, case by case: the table packages/ui's filterLibraries story asserts
// in the browser too.

const ids = (list: readonly { id: string }[]) => list.map((library) => library.id);

describe('filterLibraries', () => {
  it.each(FILTER_CASES)('$name', ({ filter, expected }) => {
    expect(ids(filterLibraries(FILTER_RECORDS, filter))).toEqual(expected);
  });

  it("keeps the caller's records, with their extra fields, in their order", () => {
    const europe = filterLibraries(SAMPLE_RECORDS, {
      search: '',
      language: 'en',
      region: 'Europe',
    });
    expect(europe[0]).toBe(SAMPLE_RECORDS[0]);
    expect(ids(europe)).toEqual(['fr-bnf', 'gb-bl']);
  });
});
