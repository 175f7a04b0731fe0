import { brotliDecompressSync } from 'node:zlib';
import {
  DIRECTORY_SEARCH_MAX_PAGE_SIZE,
  directoryMapSchema,
  directorySearchSchema,
  type DirectoryMap,
  type LibraryListItem,
  type MapBox,
} from '@libatlas/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  libraryInput,
  onPostgres,
  useSecondServer,
  type TestApp,
} from './helpers/testApp';

// GET /api/directory/map over the seeded directory, held to the list the map drew from before
// (GET /api/directory/libraries): every library with a known location, once, in a cluster or as
// a marker.

let t: TestApp;
let list: LibraryListItem[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  list = await listItems();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function listItems(): Promise<LibraryListItem[]> {
  return json<LibraryListItem[]>(await t.request('GET', '/api/directory/libraries'));
}

const WORLD: MapBox = [-180, -90, 180, 90];

/** A search as the map and the search take it. */
interface Search {
  q: string;
  lang?: 'en' | 'ar';
}

function urlOf(
  bbox: MapBox | string,
  zoom: number | string,
  region?: string,
  search?: Search,
): string {
  const query = new URLSearchParams({ bbox: String(bbox), zoom: String(zoom) });
  if (region !== undefined) query.set('region', region);
  if (search) query.set('q', search.q);
  if (search?.lang) query.set('lang', search.lang);
  return `/api/directory/map?${query}`;
}

/** The ids of every library GET /api/directory/search finds exactly (its `total`), page by page. */
async function searchIds(search: Search, region?: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const query = new URLSearchParams({
      q: search.q,
      lang: search.lang ?? 'en',
      page: String(page),
      pageSize: String(DIRECTORY_SEARCH_MAX_PAGE_SIZE),
    });
    if (region !== undefined) query.set('region', region);
    const response = await t.request('GET', `/api/directory/search?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = directorySearchSchema.parse(response.json());
    ids.push(...answer.items.map((item) => item.id));
    if (ids.length >= answer.total) return ids;
  }
}

function get(url: string, headers: Record<string, string> = {}, app: FastifyInstance = t.app) {
  return app.inject({ method: 'GET', url, headers });
}

async function view(
  bbox: MapBox,
  zoom: number,
  region?: string,
  app?: FastifyInstance,
  search?: Search,
): Promise<DirectoryMap> {
  const response = await get(urlOf(bbox, zoom, region, search), {}, app);
  expect(response.statusCode, response.body).toBe(200);
  return directoryMapSchema.parse(response.json());
}

/** How many libraries an answer draws: each cluster's count, and one per marker. */
const drawn = (answer: DirectoryMap) =>
  answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + answer.libraries.length;

const located = (library: LibraryListItem) =>
  !(library.location.lat === 0 && library.location.lng === 0);

/** Whether a point lies in a box, the antimeridian crossed when west is beyond east. */
function inBox({ lat, lng }: LibraryListItem['location'], [west, south, east, north]: MapBox) {
  const inLongitude = west <= east ? lng >= west && lng <= east : lng >= west || lng <= east;
  return inLongitude && lat >= south && lat <= north;
}

const EUROPE = 'Europe';

describe('GET /api/directory/map', () => {
  it('draws every library with a known location once at zoom 0 over the world, mostly as clusters', async () => {
    const mapped = list.filter(located);
    expect(mapped.length).toBeGreaterThan(150);
    const answer = await view(WORLD, 0);
    expect(answer.zoom).toBe(0);
    expect(drawn(answer)).toBe(mapped.length);
    // At the world's zoom, libraries 80 px apart on a 256 px world crowd into a few discs.
    expect(answer.clusters.length + answer.libraries.length).toBeLessThan(40);
    for (const cluster of answer.clusters) {
      expect(cluster.count).toBeGreaterThanOrEqual(2);
      expect(cluster.expansionZoom).toBeGreaterThan(0);
      expect(cluster.expansionZoom).toBeLessThanOrEqual(18);
    }
    const lats = mapped.map((library) => library.location.lat);
    const lngs = mapped.map((library) => library.location.lng);
    expect(answer.bounds).toEqual([
      Math.min(...lngs),
      Math.min(...lats),
      Math.max(...lngs),
      Math.max(...lats),
    ]);
  });

  it('draws a library alone at a close zoom as a marker with what its popup shows', async () => {
    const library = list.find((item) => item.website !== '' && item.sovereignState == null)!;
    const { lat, lng } = library.location;
    const answer = await view([lng - 0.001, lat - 0.001, lng + 0.001, lat + 0.001], 18);
    expect(answer.clusters).toEqual([]);
    expect(answer.libraries).toEqual([
      {
        id: library.id,
        lib_name: library.lib_name,
        country: library.country,
        sovereignState: library.sovereignState,
        website: library.website,
        location: library.location,
        locationPrecision: library.locationPrecision,
      },
    ]);
  });

  it('groups into clusters that open at their expansion zoom, each library counted once at every zoom', async () => {
    const mapped = list.filter(located).length;
    for (const zoom of [1, 2, 3]) {
      expect(drawn(await view(WORLD, zoom))).toBe(mapped);
    }
    const cluster = (await view(WORLD, 0)).clusters.sort((a, b) => b.count - a.count)[0]!;
    // Around the cluster (1,000 px each way), at the zoom where it falls apart: more than one
    // disc or marker for it.
    const half = (1000 / (256 * 2 ** cluster.expansionZoom)) * 360;
    const near: MapBox = [
      cluster.lng - half,
      Math.max(-90, cluster.lat - half / 2),
      cluster.lng + half,
      Math.min(90, cluster.lat + half / 2),
    ];
    const opened = await view(near, cluster.expansionZoom);
    expect(opened.clusters.length + opened.libraries.length).toBeGreaterThan(1);
  });

  it("restricts the map to one region's libraries", async () => {
    const europe = list.filter((library) => located(library) && library.region.en === EUROPE);
    expect(europe.length).toBeGreaterThan(20);
    const answer = await view(WORLD, 0, EUROPE);
    expect(drawn(answer)).toBe(europe.length);
    // Close enough that most are markers: each of them European.
    const close = await view([-25, 35, 45, 72], 5, EUROPE);
    expect(close.libraries.length).toBeGreaterThan(5);
    const european = new Set(europe.map((library) => library.id));
    for (const marker of close.libraries) expect(european).toContain(marker.id);
    expect(drawn(await view([-25, 35, 45, 72], 5))).toBeGreaterThan(drawn(close));
  });

  it('answers a box across the antimeridian with the libraries on both sides of it', async () => {
    for (const [id, lng] of [
      ['tl-map-east', 179.6],
      ['tl-map-west', -179.6],
    ] as const) {
      const created = await t.request('POST', '/api/libraries', {
        token: t.admin.token,
        payload: libraryInput({ id, location: { lat: -40, lng } }),
      });
      expect(created.statusCode).toBe(201);
    }
    list = await listItems();
    const across: MapBox = [170, -50, -170, -30];
    const answer = await view(across, 6);
    expect(drawn(answer)).toBe(list.filter((library) => inBox(library.location, across)).length);
    // 0.8° apart, 146 px at zoom 8: two markers, one each side of the line.
    const close = await view([179, -41, -179, -39], 8);
    expect(close.libraries.map((marker) => marker.id).sort()).toEqual([
      'tl-map-east',
      'tl-map-west',
    ]);
    // The same box read the usual way round is the rest of the world, without either.
    const rest = await view([-179, -41, 179, -39], 5);
    expect(rest.libraries.map((marker) => marker.id)).not.toContain('tl-map-east');
    expect(rest.libraries.map((marker) => marker.id)).not.toContain('tl-map-west');
    expect(drawn(rest)).toBe(
      list.filter((library) => inBox(library.location, [-179, -41, 179, -39])).length,
    );
  });

  it('shows a library added through the API in the next answer, under a new ETag', async () => {
    const box: MapBox = [10, 10, 12, 12];
    const before = await get(urlOf(box, 9));
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(before.json<DirectoryMap>().libraries).toEqual([]);
    const etag = before.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await get(urlOf(box, 9), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another query, another tag.
    expect((await get(urlOf(box, 10))).headers.etag).not.toBe(etag);

    const created = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({ id: 'tl-map-new', location: { lat: 11, lng: 11 } }),
    });
    expect(created.statusCode).toBe(201);
    const after = await get(urlOf(box, 9), { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<DirectoryMap>().libraries.map((marker) => marker.id)).toEqual(['tl-map-new']);
  });

  it('leaves out a library at 0, 0, whose location is not known', async () => {
    const before = drawn(await view(WORLD, 0));
    const created = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({ id: 'tl-map-nowhere', location: { lat: 0, lng: 0 } }),
    });
    expect(created.statusCode).toBe(201);
    expect(drawn(await view(WORLD, 0))).toBe(before);
  });

  it('is a public read: any origin may read it, compressed when large', async () => {
    const response = await get(urlOf([-25, 35, 45, 72], 6), {
      origin: 'https://elsewhere.example',
      'accept-encoding': 'br',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-encoding']).toBe('br');
    const answer = JSON.parse(
      brotliDecompressSync(response.rawPayload).toString('utf8'),
    ) as unknown;
    expect(directoryMapSchema.parse(answer).libraries.length).toBeGreaterThan(5);
  });

  describe('with a search (q, lang)', () => {
    const locatedIds = (ids: string[]) => {
      const byId = new Map(list.map((library) => [library.id, library]));
      return ids.filter((id) => byId.has(id) && located(byId.get(id)!));
    };

    it.each([
      [{ q: 'France' }, undefined],
      [{ q: 'national' }, undefined],
      [{ q: 'UK' }, undefined],
      [{ q: 'مكتبة', lang: 'ar' as const }, undefined],
      [{ q: 'library' }, EUROPE],
      [{ q: 'الوطنية', lang: 'ar' as const }, 'Asia'],
    ])('draws exactly the libraries %o finds in %s, each once', async (search, region) => {
      list = await listItems();
      const found = locatedIds(await searchIds(search, region));
      expect(found.length).toBeGreaterThan(0);
      const answer = await view(WORLD, 0, region, undefined, search);
      expect(drawn(answer)).toBe(found.length);
      const points = found.map((id) => list.find((library) => library.id === id)!.location);
      expect(answer.bounds).toEqual([
        Math.min(...points.map(({ lng }) => lng)),
        Math.min(...points.map(({ lat }) => lat)),
        Math.max(...points.map(({ lng }) => lng)),
        Math.max(...points.map(({ lat }) => lat)),
      ]);
      // At a close zoom over Europe every marker is one of them.
      const close = await view([-25, 35, 45, 72], 6, region, undefined, search);
      for (const marker of close.libraries) expect(found).toContain(marker.id);
    });

    it('reads the names in the language asked', async () => {
      const inArabic = await view(WORLD, 0, undefined, undefined, { q: 'فرنسا', lang: 'ar' });
      const inEnglish = await view(WORLD, 0, undefined, undefined, { q: 'فرنسا', lang: 'en' });
      expect(drawn(inArabic)).toBe(locatedIds(await searchIds({ q: 'فرنسا', lang: 'ar' })).length);
      expect(drawn(inArabic)).toBeGreaterThan(0);
      expect(drawn(inEnglish)).toBe(locatedIds(await searchIds({ q: 'فرنسا' })).length);
      expect(drawn(inEnglish)).toBeLessThan(drawn(inArabic));
    });

    it('draws no near match: a typo finds nothing on the map, with no bounds', async () => {
      const answer = await view(WORLD, 0, undefined, undefined, { q: 'libary' });
      expect(answer).toEqual({ zoom: 0, clusters: [], libraries: [], bounds: null });
    });

    it('tags each search with its own ETag', async () => {
      const tagOf = async (search?: Search) =>
        (await get(urlOf(WORLD, 0, undefined, search))).headers.etag;
      const tags = new Set([
        await tagOf(),
        await tagOf({ q: 'France' }),
        await tagOf({ q: 'France', lang: 'ar' }),
        await tagOf({ q: 'Egypt' }),
      ]);
      expect(tags.size).toBe(4);
    });

    it('draws a library added through the API at the next answer of a search asked before', async () => {
      const search = { q: 'Zembla' };
      expect(drawn(await view(WORLD, 0, undefined, undefined, search))).toBe(0);
      const created = await t.request('POST', '/api/libraries', {
        token: t.admin.token,
        payload: libraryInput({
          id: 'tl-map-zembla',
          lib_name: { en: 'Royal Library of Zembla', ar: 'مكتبة زمبلا الملكية' },
          location: { lat: 60, lng: 30 },
        }),
      });
      expect(created.statusCode).toBe(201);
      const after = await view(WORLD, 0, undefined, undefined, search);
      expect(drawn(after)).toBe(1);
      expect(after.bounds).toEqual([30, 60, 30, 60]);
    });
  });

  it('is described in the OpenAPI document', async () => {
    const document = json<{ paths: Record<string, { get?: { summary?: string } }> }>(
      await t.request('GET', '/api/docs/json'),
    );
    expect(document.paths['/api/directory/map']?.get?.summary).toBeTruthy();
  });

  it.each([
    ['no box', '/api/directory/map?zoom=3'],
    ['no zoom', '/api/directory/map?bbox=-10,-10,10,10'],
    ['three numbers', urlOf('-10,-10,10', 3)],
    ['words', urlOf('west,south,east,north', 3)],
    ['a latitude beyond 90', urlOf('-10,-91,10,10', 3)],
    ['south above north', urlOf('-10,20,10,10', 3)],
    ['an infinite number', urlOf('-1e999,-10,10,10', 3)],
    ['a fractional zoom', urlOf('-10,-10,10,10', 2.5)],
    ['a zoom below 0', urlOf('-10,-10,10,10', -1)],
    ['a zoom beyond 20', urlOf('-10,-10,10,10', 21)],
    ['an unknown region', urlOf('-10,-10,10,10', 3, 'Atlantis')],
    ['the world at a close zoom', urlOf(WORLD, 10)],
  ])('refuses %s with 400 and the error shape', async (_case, url) => {
    const response: LightMyRequestResponse = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: expect.any(String) });
    expect(response.json<{ details?: unknown[] }>().details?.length).toBeGreaterThan(0);
  });

  // PGlite lives inside one process; on PostgreSQL a second server shares the database.
  describe.skipIf(!onPostgres)('through another server on the same PostgreSQL', () => {
    const other = useSecondServer(() => t);

    it('draws a library added through this one at its next answer', async () => {
      const box: MapBox = [-60, -60, -58, -58];
      const before = await get(urlOf(box, 9), {}, other.app);
      expect(before.json<DirectoryMap>().libraries).toEqual([]);
      const created = await t.request('POST', '/api/libraries', {
        token: t.admin.token,
        payload: libraryInput({ id: 'tl-map-elsewhere', location: { lat: -59, lng: -59 } }),
      });
      expect(created.statusCode).toBe(201);
      const after = await get(
        urlOf(box, 9),
        { 'if-none-match': before.headers.etag as string },
        other.app,
      );
      expect(after.statusCode).toBe(200);
      expect(after.json<DirectoryMap>().libraries.map((marker) => marker.id)).toEqual([
        'tl-map-elsewhere',
      ]);
    });

    it('draws a library added through this one at the next answer of a search it asked before', async () => {
      const search = { q: 'Ruritania' };
      expect(drawn(await view(WORLD, 0, undefined, other.app, search))).toBe(0);
      const created = await t.request('POST', '/api/libraries', {
        token: t.admin.token,
        payload: libraryInput({
          id: 'tl-map-ruritania',
          lib_name: { en: 'State Library of Ruritania', ar: 'مكتبة روريتانيا' },
          location: { lat: 47, lng: 15 },
        }),
      });
      expect(created.statusCode).toBe(201);
      expect(drawn(await view(WORLD, 0, undefined, other.app, search))).toBe(1);
    });
  });
});
