import { describe, expect, it } from 'vitest';
import {
  directorySummarySchema,
  FEATURED_COUNT,
  isDirectorySummary,
  librarySchema,
  type Library,
} from '../src';

function library(id: string): Library {
  return librarySchema.parse({
    id,
    lib_name: { en: `Library ${id}`, ar: `مكتبة ${id}` },
    country: { en: 'France', ar: 'فرنسا' },
    region: { en: 'Europe', ar: 'أوروبا' },
    description: { en: 'A library.', ar: 'مكتبة.' },
    address: { en: 'Quai François Mauriac', ar: 'رصيف فرانسوا مورياك' },
    operatingHours: { en: 'Tue–Sat 10–19', ar: 'الثلاثاء–السبت 10–19' },
    website: 'https://www.bnf.fr',
    languages: ['French'],
    location: { lat: 48.83, lng: 2.37 },
    contact: { phone: '', email: '' },
    wikidata: 'Q193563',
    createdAt: '2025-01-31T10:00:00.000Z',
  });
}

function summary(): Record<string, unknown> {
  return {
    libraries: 201,
    countries: 191,
    regions: 8,
    featured: [library('fr-bnf'), library('gb-bl'), library('eg-bibalex')],
  };
}

describe('isDirectorySummary (Home checks GET /api/directory without zod)', () => {
  it('accepts what the schema accepts: a full answer, an empty directory, fewer featured', () => {
    const valid = [
      summary(),
      { libraries: 0, countries: 0, regions: 0, featured: [] },
      { ...summary(), featured: [library('fr-bnf')] },
      // Answers travel as JSON: what the guard reads is the parsed text.
      JSON.parse(JSON.stringify(summary())) as unknown,
    ];
    for (const value of valid) {
      expect(directorySummarySchema.safeParse(value).success).toBe(true);
      expect(isDirectorySummary(value)).toBe(true);
    }
  });

  const malformed: [string, unknown][] = [
    ['null', null],
    ['a list', [summary()]],
    ['a string', 'summary'],
    ['a number', 201],
    ['no libraries count', { ...summary(), libraries: undefined }],
    ['no countries count', { ...summary(), countries: undefined }],
    ['no regions count', { ...summary(), regions: undefined }],
    ['no featured list', { ...summary(), featured: undefined }],
    ['a count as text', { ...summary(), libraries: '201' }],
    ['a negative count', { ...summary(), countries: -1 }],
    ['a fractional count', { ...summary(), regions: 1.5 }],
    ['a count that is not a number', { ...summary(), libraries: Number.NaN }],
    ['featured as one library, not a list', { ...summary(), featured: library('fr-bnf') }],
    ['a featured entry that is not a library', { ...summary(), featured: [{ id: 'fr-bnf' }] }],
    ['a featured entry that is null', { ...summary(), featured: [library('fr-bnf'), null] }],
    [
      'a featured library without its name',
      { ...summary(), featured: [{ ...library('fr-bnf'), lib_name: undefined }] },
    ],
  ];
  it.each(malformed)('rejects, as the schema does, %s', (_label, value) => {
    expect(directorySummarySchema.safeParse(value).success).toBe(false);
    expect(isDirectorySummary(value)).toBe(false);
  });

  it('rejects, as the schema does, more featured libraries than Home features', () => {
    const tooMany = {
      ...summary(),
      featured: Array.from({ length: FEATURED_COUNT + 1 }, (_, i) => library(`lib-${i}`)),
    };
    expect(directorySummarySchema.safeParse(tooMany).success).toBe(false);
    expect(isDirectorySummary(tooMany)).toBe(false);
  });
});
