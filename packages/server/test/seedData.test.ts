import { arabicRegionName, LANGUAGES, librarySchema, REGION_NAMES } from '@libatlas/contracts';
import { describe, expect, it } from 'vitest';
import { countryBounds } from '../src/seed/countryBounds';
import { nationalLibraries } from '../src/seed/nationalLibraries';

const ARABIC = /[\u0600-\u06FF]/;
const BILINGUAL_FIELDS = [
  'lib_name',
  'country',
  'region',
  'description',
  'address',
  'operatingHours',
] as const;

describe('the seeded national libraries', () => {
  it('cover at least 150 countries', () => {
    const countries = new Set(nationalLibraries.map((l) => l.country.en));
    expect(countries.size).toBeGreaterThanOrEqual(150);
  });

  it('pass the contract’s Library schema, every one', () => {
    const failures = nationalLibraries
      .map((library) => ({ id: library.id, result: librarySchema.safeParse(library) }))
      .filter(({ result }) => !result.success)
      .map(
        ({ id, result }) =>
          `${id}: ${result.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
    expect(failures).toEqual([]);
  });

  it('have unique, stable, readable ids', () => {
    const ids = nationalLibraries.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]{2}-[a-z0-9-]+$/);
  });

  it('never share coordinates, and none sits at 0,0', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const { id, location } of nationalLibraries) {
      expect(location.lat !== 0 || location.lng !== 0, `${id} at 0,0`).toBe(true);
      const key = `${location.lat},${location.lng}`;
      if (seen.has(key)) clashes.push(`${seen.get(key)} and ${id}`);
      seen.set(key, id);
    }
    expect(clashes).toEqual([]);
  });

  it('place every library inside its country', () => {
    const outside = nationalLibraries
      .filter(({ country, location }) => {
        const box = countryBounds[country.en];
        if (!box) return true;
        const [minLat, minLng, maxLat, maxLng] = box;
        return (
          location.lat < minLat ||
          location.lat > maxLat ||
          location.lng < minLng ||
          location.lng > maxLng
        );
      })
      .map((l) => `${l.id} (${l.country.en}: ${l.location.lat}, ${l.location.lng})`);
    expect(outside).toEqual([]);
  });

  it('write Arabic fields in Arabic script and English fields without it', () => {
    const problems: string[] = [];
    for (const library of nationalLibraries) {
      for (const field of BILINGUAL_FIELDS) {
        const { en, ar } = library[field];
        if (!en.trim() || ARABIC.test(en)) problems.push(`${library.id}.${field}.en`);
        if (!ARABIC.test(ar)) problems.push(`${library.id}.${field}.ar`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('give each library a described history, not a stub', () => {
    for (const { id, description } of nationalLibraries) {
      expect(description.en.length, id).toBeGreaterThan(120);
      expect(description.ar.length, id).toBeGreaterThan(80);
    }
  });

  it('use the derived Arabic name of a known region, and every region has libraries', () => {
    for (const { id, region } of nationalLibraries) {
      expect(REGION_NAMES, id).toContain(region.en);
      expect(region.ar, id).toBe(arabicRegionName(region.en));
    }
    const used = new Set(nationalLibraries.map((l) => l.region.en));
    expect([...REGION_NAMES].filter((r) => !used.has(r))).toEqual([]);
  });

  it("list only the form's 23 languages, at least one each", () => {
    for (const { id, languages } of nationalLibraries) {
      expect(languages.length, id).toBeGreaterThan(0);
      for (const language of languages) expect(LANGUAGES, id).toContain(language);
    }
  });

  it('never invent contact details: a phone is international, an email is an address', () => {
    for (const { id, contact } of nationalLibraries) {
      if (contact.phone) expect(contact.phone, id).toMatch(/^\+\d[\d ]{6,}$/);
      if (contact.email) expect(contact.email, id).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
    }
  });
});
