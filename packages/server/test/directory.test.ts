import {
  directorySummarySchema,
  FEATURED_COUNT,
  REGIONS,
  type DirectorySummary,
  type Library,
} from '@libatlas/contracts';
import { countDistinct } from '@libatlas/directory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, libraryInput, type TestApp } from './helpers/testApp';

/** Twelve libraries over fewer countries (some shared) and several regions. */
const COUNTRIES = [
  'Testland',
  'Testland',
  'Testland',
  'Otherland',
  'Otherland',
  'Farland',
  'Nearland',
  'Highland',
  'Lowland',
  'Midland',
  'Eastland',
  'Westland',
];

async function fillDirectory(t: TestApp): Promise<void> {
  for (const [i, country] of COUNTRIES.entries()) {
    const region = REGIONS[i % 4]!;
    const response = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({
        id: `dir-${i}`,
        lib_name: { en: `Library ${i} of ${country}`, ar: `مكتبة ${i}` },
        country: { en: country, ar: `بلد ${country}` },
        region: { en: region.en, ar: region.ar },
      }),
    });
    expect(response.statusCode).toBe(201);
  }
}

async function summary(t: TestApp): Promise<DirectorySummary> {
  const response = await t.request('GET', '/api/directory');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return directorySummarySchema.parse(response.json());
}

async function allLibraries(t: TestApp): Promise<Library[]> {
  return (await t.request('GET', '/api/libraries')).json<Library[]>();
}

const featuredIds = (answer: DirectorySummary) => answer.featured.map((library) => library.id);

describe('GET /api/directory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers zeros and no featured library for an empty directory', async () => {
    expect(await summary(t)).toEqual({ libraries: 0, countries: 0, regions: 0, featured: [] });
  });

  it("counts the list as Home's counters do, and features three of its libraries as they are", async () => {
    await fillDirectory(t);
    const list = await allLibraries(t);
    const counts = countDistinct(list);
    // The directory is one where counting distinct names matters.
    expect(counts).toEqual({ libraries: 12, countries: 9, regions: 4 });

    const answer = await summary(t);
    expect({
      libraries: answer.libraries,
      countries: answer.countries,
      regions: answer.regions,
    }).toEqual(counts);
    expect(answer.featured).toHaveLength(FEATURED_COUNT);
    expect(new Set(featuredIds(answer)).size).toBe(FEATURED_COUNT);
    for (const library of answer.featured) {
      expect(library).toEqual(list.find((record) => record.id === library.id));
    }
  });

  it('draws the featured libraries anew on each call', async () => {
    const draws = new Set<string>();
    for (let call = 0; call < 10; call += 1) {
      draws.add(
        featuredIds(await summary(t))
          .sort()
          .join(' '),
      );
    }
    // Ten draws of 3 among 12 all alike: a chance of (1/220)^9.
    expect(draws.size).toBeGreaterThanOrEqual(2);
  });

  it('follows the directory as it changes', async () => {
    const removed = await t.request('DELETE', '/api/libraries/dir-5', { token: t.admin.token });
    expect(removed.statusCode).toBeLessThan(300);
    const answer = await summary(t);
    expect(answer).toMatchObject({ libraries: 11, countries: 8, regions: 4 });
    for (let call = 0; call < 10; call += 1) {
      expect(featuredIds(await summary(t))).not.toContain('dir-5');
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.request('GET', '/api/docs/json')).json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    }>();
    expect(doc.paths['/api/directory']?.get?.responses?.['200']).toBeDefined();
  });
});

describe('GET /api/directory with a test random seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ testRandomSeed: 1234 });
    await fillDirectory(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('features the same three libraries on every call', async () => {
    const first = featuredIds(await summary(t));
    expect(first).toHaveLength(FEATURED_COUNT);
    for (let call = 0; call < 5; call += 1) {
      expect(featuredIds(await summary(t))).toEqual(first);
    }
  });
});
