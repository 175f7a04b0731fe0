import {
  arabicRegionName,
  isoDateSchema,
  LANGUAGES,
  librarySchema,
  REGION_NAMES,
} from '@libatlas/contracts';
import { describe, expect, it } from 'vitest';
import { absentStates } from '../src/seed/absentStates';
import { countryBounds } from '../src/seed/countryBounds';
import { nationalLibraries, readLibraryFiles } from '../src/seed/nationalLibraries';
import { seedLibrarySchema } from '../src/seed/SeedLibrary';
import { unStates } from '../src/seed/unStates';

const ARABIC = /[\u0600-\u06FF]/;
const BILINGUAL_FIELDS = [
  'lib_name',
  'country',
  'region',
  'description',
  'address',
  'operatingHours',
] as const;
const WEBSITE_WORDS = /website|web site|site web|online|الموقع الإلكتروني|موقع/i;
const presentCountries = new Set(nationalLibraries.map((l) => l.country.en));

describe('the seed data files', () => {
  it('hold one JSON array per region, each record passing the API’s own rules as committed', () => {
    const failures: string[] = [];
    for (const [file, records] of readLibraryFiles()) {
      records.forEach((record, index) => {
        const parsed = seedLibrarySchema.safeParse(record);
        if (!parsed.success) {
          failures.push(
            `${file}[${index}]: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
          );
        } else if (!librarySchema.safeParse({ ...parsed.data, image: '' }).success) {
          failures.push(`${file}[${index}]: not a Library as the API answers it`);
        }
      });
    }
    expect(failures).toEqual([]);
    expect(readLibraryFiles().size).toBe(REGION_NAMES.length);
  });

  it('file each library under its own region', () => {
    const misfiled: string[] = [];
    for (const [file, records] of readLibraryFiles()) {
      for (const record of records as { id: string; region: { en: string } }[]) {
        const slug = record.region.en.toLowerCase().replace(/\s+/g, '-');
        if (file !== `${slug}.json`) misfiled.push(`${record.id} in ${file}`);
      }
    }
    expect(misfiled).toEqual([]);
  });
});

describe('the seeded national libraries', () => {
  it('cover at least 185 countries and territories', () => {
    expect(presentCountries.size).toBeGreaterThanOrEqual(185);
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
      const fields = [
        ...BILINGUAL_FIELDS.map((field) => [field, library[field]] as const),
        ...(library.sovereignState ? [['sovereignState', library.sovereignState] as const] : []),
      ];
      for (const [field, { en, ar }] of fields) {
        if (!en.trim() || ARABIC.test(en)) problems.push(`${library.id}.${field}.en`);
        if (!ARABIC.test(ar)) problems.push(`${library.id}.${field}.ar`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('name each present state in English and Arabic as the list of states does', () => {
    const byName = new Map(unStates.map((state) => [state.en, state.ar]));
    const mismatched = nationalLibraries
      .filter((l) => byName.has(l.country.en) && byName.get(l.country.en) !== l.country.ar)
      .map((l) => `${l.id}: ${l.country.ar} ≠ ${byName.get(l.country.en)}`);
    expect(mismatched).toEqual([]);
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

  it('cite at least one source and a last-checked date on every record', () => {
    const unsourced = nationalLibraries
      .filter((l) => l.sources.length === 0 || !isoDateSchema.safeParse(l.lastChecked).success)
      .map((l) => l.id);
    expect(unsourced).toEqual([]);
  });

  it('cite Wikidata as a source wherever a record carries a Wikidata item', () => {
    const uncited = nationalLibraries
      .filter(
        (l) => l.wikidata && !l.sources.includes(`https://www.wikidata.org/wiki/${l.wikidata}`),
      )
      .map((l) => l.id);
    expect(uncited).toEqual([]);
  });

  it('say how precise every point is', () => {
    for (const { id, locationPrecision } of nationalLibraries) {
      expect(['building', 'city'], id).toContain(locationPrecision);
    }
  });

  it('never send a reader to a website the record does not have', () => {
    const offenders = nationalLibraries
      .filter(
        (l) =>
          !l.website &&
          (WEBSITE_WORDS.test(l.operatingHours.en) || WEBSITE_WORDS.test(l.operatingHours.ar)),
      )
      .map((l) => l.id);
    expect(offenders).toEqual([]);
  });

  it('name the sovereign state of exactly the dependent territories, not of any UN state', () => {
    const states = new Set(unStates.map((state) => state.en));
    const territories = nationalLibraries.filter((l) => !states.has(l.country.en));
    const others = territories
      .filter((l) => !l.sovereignState)
      .map((l) => l.country.en)
      .filter((name) => name !== 'Taiwan' && name !== 'Kosovo');
    expect(others).toEqual([]);
    const stated = nationalLibraries.filter((l) => l.sovereignState).map((l) => l.country.en);
    expect(stated.sort()).toEqual(['Aruba', 'Bermuda', 'Curaçao', 'Puerto Rico']);
  });
});

describe('the coverage of the UN’s members and observers', () => {
  it('lists the 193 members and 2 observers, 22 of them in the Arab League', () => {
    expect(unStates.filter((s) => s.status === 'member')).toHaveLength(193);
    expect(unStates.filter((s) => s.status === 'observer').map((s) => s.en)).toEqual([
      'Palestine',
      'Vatican City',
    ]);
    expect(unStates.filter((s) => s.arabLeague)).toHaveLength(22);
  });

  it('has a library for at least 185 of the 195 members and observers', () => {
    const present = unStates.filter((s) => presentCountries.has(s.en));
    expect(present.length).toBeGreaterThanOrEqual(185);
  });

  it('has a library for every Arab League state', () => {
    const missing = unStates.filter((s) => s.arabLeague && !presentCountries.has(s.en));
    expect(missing.map((s) => s.en)).toEqual([]);
  });

  it('explains every absent member or observer, and lists none that is present', () => {
    const absent = new Map(absentStates.map((state) => [state.en, state.reason]));
    const unexplained = unStates
      .filter((s) => !presentCountries.has(s.en) && !absent.has(s.en))
      .map((s) => s.en);
    expect(unexplained).toEqual([]);
    const listedButPresent = absentStates.filter((s) => presentCountries.has(s.en));
    expect(listedButPresent.map((s) => s.en)).toEqual([]);
    const unknown = absentStates.filter((s) => !unStates.some((state) => state.en === s.en));
    expect(unknown.map((s) => s.en)).toEqual([]);
    for (const [name, reason] of absent) expect(reason.length, name).toBeGreaterThan(40);
  });
});
