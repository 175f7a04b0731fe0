import { factSourceSchema, hasFact, librarySchema, type Library } from '@libatlas/contracts';
import { openingHoursProblem } from '@libatlas/contracts/openingHours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalLibraries } from '../src/seed/nationalLibraries';
import { createTestApp, type TestApp } from './helpers/testApp';

// Issue 29: a value a visitor relies on is shown with the page it was read from. A value in one of
// these fields without its page is a guess as far as a reader can tell, and fails here.
const SOURCED = [
  'operatingHours',
  'contact.phone',
  'contact.email',
  'catalogue',
  'access',
  'isil',
] as const;

function value(library: Library, field: (typeof SOURCED)[number]): boolean {
  switch (field) {
    case 'operatingHours':
      return hasFact(library, 'operatingHours');
    case 'contact.phone':
      return library.contact.phone !== '';
    case 'contact.email':
      return library.contact.email !== '';
    default:
      return Boolean(library[field]);
  }
}

let t: TestApp;
let list: Library[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  list = (await t.request('GET', '/api/libraries')).json() as Library[];
});
afterAll(async () => {
  await t?.close();
});

describe('the directory as GET /api/libraries serves it on a fresh start', () => {
  it('has every seeded record', () => {
    expect(list).toHaveLength(nationalLibraries.length);
    for (const library of list) expect(librarySchema.safeParse(library).success).toBe(true);
  });

  it('gives every value in hours, phone, email, catalogue, access and ISIL the page it came from', () => {
    const unsourced: string[] = [];
    for (const library of list) {
      for (const field of SOURCED) {
        if (!value(library, field)) continue;
        const source = library.factSources?.[field];
        if (!source || !factSourceSchema.safeParse(source).success) {
          unsourced.push(`${library.id} ${field}`);
        } else if (!library.sources?.includes(source.url)) {
          unsourced.push(`${library.id} ${field}: ${source.url} is not among its sources`);
        }
      }
    }
    expect(unsourced).toEqual([]);
  });

  it('has a time zone for every record, from its point', () => {
    const missing = list.filter((library) => {
      if (!library.timeZone) return true;
      try {
        new Intl.DateTimeFormat('en', { timeZone: library.timeZone });
        return false;
      } catch {
        return true;
      }
    });
    expect(missing.map((library) => library.id)).toEqual([]);
    expect(list.find((library) => library.id === 'au-nla')?.timeZone).toBe('Australia/Sydney');
    expect(list.find((library) => library.id === 'at-onb')?.timeZone).toBe('Europe/Vienna');
  });

  it('knows every record’s country code (for the holidays `PH` means), as its id begins', () => {
    const wrong = list.filter((library) => library.countryCode !== library.id.slice(0, 2));
    expect(wrong.map((library) => `${library.id} ${library.countryCode}`)).toEqual([]);
  });

  it('has hours as data only in a syntax the opening_hours package reads, with a week where it repeats', () => {
    const withHours = list.filter((library) => library.openingHours);
    expect(withHours.length).toBeGreaterThan(0);
    for (const library of withHours) {
      expect(openingHoursProblem(library.openingHours!), library.id).toBeNull();
    }
    const vienna = list.find((library) => library.id === 'at-onb');
    expect(vienna?.openingHours).toBe('Mo-Su 09:00-21:00');
    expect(vienna?.hoursWeek).toEqual(Array.from({ length: 7 }, () => [['09:00', '21:00']]));
  });
});
