import { describe, expect, it } from 'vitest';
import { countDistinct } from '../src/index.ts';
import { COUNT_CASES } from '../src/testing/index.ts';

// The home counters of spec §9, case by case: the table packages/ui's filterLibraries story
// asserts in the browser too.

describe('countDistinct', () => {
  it.each(COUNT_CASES)('$name', ({ libraries, expected }) => {
    expect(countDistinct(libraries)).toEqual(expected);
  });
});
