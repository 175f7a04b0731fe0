import { describe, expect, it } from 'vitest';
import {
  arabicRegionName,
  DEFAULT_REGION,
  languageKey,
  LANGUAGES,
  REGION_NAMES,
  regionKey,
  TABLE_TRANSLATED_LANGUAGES,
} from '../src';

describe('regions and languages', () => {
  it("offers the spec's five regions first, Middle East by default, plus three so every country has one", () => {
    expect(REGION_NAMES.slice(0, 5)).toEqual([
      'Middle East',
      'Europe',
      'North America',
      'Asia',
      'Oceania',
    ]);
    expect(REGION_NAMES).toEqual(
      expect.arrayContaining(['North Africa', 'Africa', 'South America']),
    );
    expect(DEFAULT_REGION).toBe('Middle East');
  });

  it('derives every Arabic region name', () => {
    for (const region of REGION_NAMES)
      expect(arabicRegionName(region)).toMatch(/^[\u0600-\u06FF ]+$/);
    expect(arabicRegionName('Middle East')).toBe('الشرق الأوسط');
  });

  it('labels an unknown region with the unknown key', () => {
    expect(regionKey('Europe')).toBe('region.europe');
    expect(regionKey('Atlantis')).toBe('region.unknown');
  });

  it("has the form's 23 languages, of which the table translates the first nine", () => {
    expect(LANGUAGES).toHaveLength(23);
    expect(TABLE_TRANSLATED_LANGUAGES).toEqual([
      'Arabic',
      'English',
      'French',
      'German',
      'Spanish',
      'Italian',
      'Portuguese',
      'Russian',
      'Turkish',
    ]);
    expect(languageKey('Malayalam')).toBe('language.malayalam');
  });
});
