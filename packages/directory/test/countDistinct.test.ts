import { describe, expect, it } from 'vitest';
import { countDistinct } from '../src/index.ts';
import { searchableRecord as record } from './searchableRecord.ts';

const europe: [string, string] = ['Europe', 'أوروبا'];
const northAfrica: [string, string] = ['North Africa', 'شمال أفريقيا'];

describe('countDistinct', () => {
  it('counts libraries, distinct countries and distinct regions', () => {
    const libraries = [
      record('fr', ['A', 'أ'], ['France', 'فرنسا'], europe),
      record('eg-1', ['B', 'ب'], ['Egypt', 'مصر'], northAfrica),
      record('eg-2', ['C', 'ج'], ['Egypt', 'مصر'], northAfrica),
      record('de', ['D', 'د'], ['Germany', 'ألمانيا'], europe),
    ];
    expect(countDistinct(libraries)).toEqual({ libraries: 4, countries: 3, regions: 2 });
  });

  it('counts nothing in an empty directory', () => {
    expect(countDistinct([])).toEqual({ libraries: 0, countries: 0, regions: 0 });
  });

  it('counts names equal after trimming once, and empty names not at all', () => {
    const libraries = [
      record('a', ['A', 'أ'], ['France', 'فرنسا'], europe),
      record('b', ['B', 'ب'], [' France ', 'فرنسا'], ['Europe ', 'أوروبا']),
      record('c', ['C', 'ج'], ['', ''], ['', '']),
    ];
    expect(countDistinct(libraries)).toEqual({ libraries: 3, countries: 1, regions: 1 });
  });

  it('counts by the English names, whatever the Arabic ones say', () => {
    const libraries = [
      record('a', ['A', 'أ'], ['Czech Republic', 'التشيك'], europe),
      record('b', ['B', 'ب'], ['Czech Republic', 'تشيكيا'], europe),
    ];
    expect(countDistinct(libraries).countries).toBe(1);
  });
});
