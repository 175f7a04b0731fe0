import { describe, expect, it } from 'vitest';
import { directorySearchSchema, isDirectorySearch, libraryListItemSchema } from '../src';

function item(id: string) {
  return libraryListItemSchema.parse({
    id,
    lib_name: { en: `Library ${id}`, ar: `مكتبة ${id}` },
    country: { en: 'France', ar: 'فرنسا' },
    region: { en: 'Europe', ar: 'أوروبا' },
    website: 'https://www.bnf.fr',
    location: { lat: 48.83, lng: 2.37 },
  });
}

function answer(): Record<string, unknown> {
  return {
    total: 30,
    page: 2,
    pageSize: 24,
    items: [item('fr-bnf'), item('gb-bl')],
    relatedTotal: 1,
    related: [{ ...item('eg-bibalex'), reason: 'place' }],
  };
}

describe('isDirectorySearch (the Libraries page checks GET /api/directory/search without zod)', () => {
  it('accepts what the schema accepts', () => {
    const valid = [
      answer(),
      { total: 0, page: 1, pageSize: 24, items: [], related: [], didYouMean: 'France' },
      { ...answer(), relatedTotal: undefined },
      { ...answer(), total: 20_000, moreThanTotal: true, relatedTotal: undefined, related: [] },
      JSON.parse(JSON.stringify(answer())) as unknown,
    ];
    for (const value of valid) {
      expect(directorySearchSchema.safeParse(value).success).toBe(true);
      expect(isDirectorySearch(value)).toBe(true);
    }
  });

  it('refuses what the schema refuses', () => {
    const invalid = [
      null,
      [],
      { ...answer(), total: -1 },
      { ...answer(), total: '30' },
      { ...answer(), page: 0 },
      { ...answer(), pageSize: 1.5 },
      { ...answer(), items: [{ id: 'x' }] },
      { ...answer(), items: undefined },
      { ...answer(), related: [item('eg-bibalex')] },
      { ...answer(), related: [{ ...item('eg-bibalex'), reason: 'nearby' }] },
      { ...answer(), relatedTotal: -2 },
      { ...answer(), moreThanTotal: 'yes' },
      { ...answer(), moreThanTotal: 1 },
      { ...answer(), didYouMean: 3 },
    ];
    for (const value of invalid) {
      expect(directorySearchSchema.safeParse(value).success).toBe(false);
      expect(isDirectorySearch(value)).toBe(false);
    }
  });
});
