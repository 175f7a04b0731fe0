import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  DATASET_COLUMNS,
  DATASET_DOWNLOADS,
  DATASET_FIELDS,
  DATASET_LICENCE,
  datasetSummarySchema,
  type DatasetSummary,
  type Library,
} from '@libatlas/contracts';
import Ajv from 'ajv';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import jsonld from 'jsonld';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  libraryInput,
  onPostgres,
  type TestApp,
  useSecondServer,
} from './helpers/testApp';

const ORIGIN = 'https://atlas.example.org';
const SCHEMA = 'https://schema.org/';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, publicUrl: ORIGIN });
});
afterAll(async () => {
  await t?.close();
});

/** The text an answer carries, whatever its coding. */
function text(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw).toString('utf8');
    case 'gzip':
      return gunzipSync(raw).toString('utf8');
    case undefined:
      return raw.toString('utf8');
    default:
      throw new Error(`unexpected coding ${String(response.headers['content-encoding'])}`);
  }
}

function get(url: string, headers: Record<string, string> = {}, app?: FastifyInstance) {
  return (app ?? t.app).inject({ method: 'GET', url, headers });
}

async function apiLibraries(app?: FastifyInstance): Promise<Library[]> {
  const response = await get('/api/libraries', {}, app);
  expect(response.statusCode).toBe(200);
  return response.json<Library[]>();
}

async function summary(app?: FastifyInstance): Promise<DatasetSummary> {
  const response = await get('/api/dataset', {}, app);
  expect(response.statusCode).toBe(200);
  return datasetSummarySchema.parse(response.json());
}

function parseCsv(csv: string) {
  return Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
}

const unplaced = (library: Library) => library.location.lat === 0 && library.location.lng === 0;

/**
 * What each download must say of a library, written out from the API's answer (not from the
 * server's own mapping): the CSV's cells as text, lists joined by ` | `, the point empty when the
 * record has none (0, 0), an uploaded image's path as the address it is served at.
 */
function expectedCells(library: Library): Record<string, string> {
  const image = library.image ?? '';
  const cells: Record<string, string> = {
    id: library.id,
    lib_name_en: library.lib_name.en,
    lib_name_ar: library.lib_name.ar,
    country_en: library.country.en,
    country_ar: library.country.ar,
    sovereignState_en: library.sovereignState?.en ?? '',
    sovereignState_ar: library.sovereignState?.ar ?? '',
    region_en: library.region.en,
    region_ar: library.region.ar,
    description_en: library.description.en,
    description_ar: library.description.ar,
    address_en: library.address.en,
    address_ar: library.address.ar,
    lat: unplaced(library) ? '' : String(library.location.lat),
    lng: unplaced(library) ? '' : String(library.location.lng),
    locationPrecision: library.locationPrecision ?? '',
    operatingHours_en: library.operatingHours.en,
    operatingHours_ar: library.operatingHours.ar,
    openingHours: library.openingHours ?? '',
    timeZone: library.timeZone ?? '',
    phone: library.contact.phone,
    email: library.contact.email,
    website: library.website,
    catalogue: library.catalogue ?? '',
    digitalLibrary: library.digitalLibrary ?? '',
    access: library.access ?? '',
    accessNote_en: library.accessNote?.en ?? '',
    accessNote_ar: library.accessNote?.ar ?? '',
    languages: library.languages.join(' | '),
    image: image.startsWith('/uploads/') ? `${ORIGIN}/api${image}` : image,
    wikidata: library.wikidata ?? '',
    isil: library.isil ?? '',
    sources: (library.sources ?? []).join(' | '),
    factSources: Object.entries(library.factSources ?? {})
      .map(([field, source]) => `${field}: ${source.url} (${source.date})`)
      .join(' | '),
    lastChecked: library.lastChecked ?? '',
    updatedAt: library.updatedAt ?? '',
  };
  return cells;
}

/** The GeoJSON properties of a library: the CSV's columns but the point, lists as lists. */
function expectedProperties(library: Library): Record<string, unknown> {
  const { lat: _lat, lng: _lng, ...cells } = expectedCells(library);
  return {
    ...cells,
    languages: library.languages,
    sources: library.sources ?? [],
    factSources: library.factSources ?? {},
  };
}

const ARABIC = /[\u0600-\u06FF]/;

describe('/data/libraries.csv', () => {
  it('is UTF-8 CSV with a BOM, a header row of every column and one row per library, with the values of GET /api/libraries', async () => {
    const response = await get('/data/libraries.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="national-libraries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const parsed = parseCsv(text(response));
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(DATASET_FIELDS.flatMap((field) => DATASET_COLUMNS[field]));
    expect(parsed.meta.fields?.slice(0, 3)).toEqual(['id', 'lib_name_en', 'lib_name_ar']);

    const libraries = await apiLibraries();
    expect(libraries.length).toBeGreaterThan(150);
    expect(parsed.data.map((row) => row.id)).toEqual(libraries.map((library) => library.id));
    for (const [index, library] of libraries.entries()) {
      expect(parsed.data[index], library.id).toEqual(expectedCells(library));
    }
  });

  it('keeps the Arabic text and the lists whole', async () => {
    const parsed = parseCsv(text(await get('/data/libraries.csv', BROWSER)));
    const libraries = new Map((await apiLibraries()).map((library) => [library.id, library]));
    const bnf = parsed.data.find((row) => row.id === 'fr-bnf');
    expect(bnf?.lib_name_ar).toBe(libraries.get('fr-bnf')?.lib_name.ar);
    expect(bnf?.lib_name_ar).toMatch(ARABIC);
    for (const row of parsed.data) {
      const library = libraries.get(row.id!)!;
      expect(row.description_ar, row.id).toMatch(ARABIC);
      expect(row.languages!.split(' | ').filter(Boolean), row.id).toEqual(library.languages);
      expect(row.sources!.split(' | ').filter(Boolean), row.id).toEqual(library.sources ?? []);
    }
  });

  it('names its licence and description in a Link header, its date and data version in headers', async () => {
    const response = await get('/data/libraries.csv');
    const { version, updatedAt } = await summary();
    expect(response.headers.link).toBe(
      `<${DATASET_LICENCE.url}>; rel="license", </api/dataset>; rel="describedby"`,
    );
    expect(response.headers['x-dataset-version']).toBe(String(version));
    expect(response.headers['last-modified']).toBe(new Date(updatedAt).toUTCString());
    expect(response.headers['content-disposition']).toContain(updatedAt.slice(0, 10));
  });
});

describe('/data/libraries.geojson', () => {
  const ajv = new Ajv({ allErrors: true });
  const validate = ajv.compile(
    JSON.parse(
      readFileSync(
        new URL('./fixtures/geojson/FeatureCollection.schema.json', import.meta.url),
        'utf8',
      ),
    ) as object,
  );

  it('the schema it is checked against refuses what is not GeoJSON', () => {
    const point = (coordinates: number[]) => ({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', geometry: { type: 'Point', coordinates }, properties: {} }],
    });
    expect(validate(point([2.3, 48.8]))).toBe(true);
    expect(validate(point([2.3]))).toBe(false);
    expect(validate({ type: 'FeatureCollection', features: [{ type: 'Feature' }] })).toBe(false);
  });

  it('is a valid FeatureCollection: one Point per library at [lng, lat], with its values as properties', async () => {
    const response = await get('/data/libraries.geojson');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/geo+json');
    const collection = JSON.parse(text(response)) as {
      features: {
        id: string;
        geometry: { type: string; coordinates: number[] } | null;
        properties: Record<string, unknown>;
      }[];
    } & Record<string, unknown>;
    expect(validate(collection), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);

    const libraries = await apiLibraries();
    expect(collection.features).toHaveLength(libraries.length);
    for (const [index, library] of libraries.entries()) {
      const feature = collection.features[index]!;
      expect(feature.id).toBe(library.id);
      expect(feature.geometry).toEqual({
        type: 'Point',
        coordinates: [library.location.lng, library.location.lat],
      });
      expect(feature.properties, library.id).toEqual(expectedProperties(library));
    }
  });

  it('carries the licence, the data version and its date as members of the collection', async () => {
    const collection = JSON.parse(text(await get('/data/libraries.geojson'))) as Record<
      string,
      unknown
    >;
    const { version, updatedAt } = await summary();
    expect(collection).toMatchObject({
      type: 'FeatureCollection',
      license: DATASET_LICENCE.url,
      version,
      dateModified: updatedAt,
    });
  });
});

/** Loads schema.org's context from here (a plain @vocab), and nothing from the network. */
const documentLoader = async (url: string) => {
  if (!/^https?:\/\/schema\.org\/?$/.test(url)) throw new Error(`no network in tests: ${url}`);
  return {
    contextUrl: undefined,
    documentUrl: url,
    document: { '@context': { '@vocab': SCHEMA } },
  };
};

type Node = Record<string, unknown> & { '@id'?: string; '@type'?: string[] };
type Value = { '@value'?: unknown; '@language'?: string; '@id'?: string };

const values = (node: Node, property: string) => (node[`${SCHEMA}${property}`] ?? []) as Value[];
const nodes = (node: Node, property: string) => values(node, property) as unknown as Node[];
const plain = (node: Node, property: string) => values(node, property).map((v) => v['@value']);

describe('/data/libraries.jsonld', () => {
  it('expands as JSON-LD to a schema.org Dataset about one Library per library', async () => {
    const response = await get('/data/libraries.jsonld');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json');
    const expanded = (await jsonld.expand(
      JSON.parse(text(response)) as object,
      {
        documentLoader,
      } as jsonld.Options.Expand,
    )) as Node[];

    const datasets = expanded.filter((node) => node['@type']?.includes(`${SCHEMA}Dataset`));
    expect(datasets).toHaveLength(1);
    const dataset = datasets[0]!;
    const { version, updatedAt, count } = await summary();
    expect(plain(dataset, 'license')).toEqual([DATASET_LICENCE.url]);
    expect(plain(dataset, 'dateModified')).toEqual([updatedAt]);
    expect(plain(dataset, 'version')).toEqual([version]);
    expect(
      nodes(dataset, 'distribution').flatMap((download) => plain(download, 'contentUrl')),
    ).toEqual(DATASET_DOWNLOADS.map((download) => `${ORIGIN}${download.path}`));
    expect(nodes(dataset, 'creator')[0]?.['@type']).toEqual([`${SCHEMA}Organization`]);

    const items = nodes(dataset, 'about');
    const libraries = await apiLibraries();
    expect(items).toHaveLength(count);
    expect(items).toHaveLength(libraries.length);
    for (const [index, library] of libraries.entries()) {
      const item = items[index]!;
      expect(item['@type']).toEqual([`${SCHEMA}Library`]);
      expect(item['@id']).toBe(`${ORIGIN}/libraries/${library.id}#library`);
      expect(values(item, 'name')).toEqual([
        { '@value': library.lib_name.en, '@language': 'en' },
        { '@value': library.lib_name.ar, '@language': 'ar' },
      ]);
      const [geo] = nodes(item, 'geo');
      expect(geo && [plain(geo, 'latitude')[0], plain(geo, 'longitude')[0]]).toEqual([
        library.location.lat,
        library.location.lng,
      ]);
      expect(plain(item, 'telephone')).toEqual(
        library.contact.phone ? [library.contact.phone] : [],
      );
      expect(plain(item, 'sameAs')).toEqual(
        library.wikidata ? [`https://www.wikidata.org/wiki/${library.wikidata}`] : [],
      );
      const isil = nodes(item, 'identifier').flatMap((id) => plain(id, 'value'));
      expect(isil).toEqual(library.isil ? [library.isil] : []);
      const sources = nodes(item, 'subjectOf').flatMap((page) => plain(page, 'url'));
      expect(sources, library.id).toEqual(library.sources ?? []);
    }
  });
});

describe('GET /api/dataset', () => {
  it('states the version, the date of the latest change, the count, each field’s coverage and each download’s sizes', async () => {
    const libraries = await apiLibraries();
    const answer = await summary();
    expect(answer.count).toBe(libraries.length);
    const latest = libraries
      .map((library) => library.updatedAt!)
      .sort()
      .at(-1);
    expect(answer.updatedAt).toBe(latest);
    expect(answer.coverage.map((entry) => entry.field)).toEqual([...DATASET_FIELDS]);
    const coverage = new Map(answer.coverage.map((entry) => [entry.field, entry.count]));
    const counting = (has: (library: Library) => boolean) => libraries.filter(has).length;
    expect(coverage.get('id')).toBe(libraries.length);
    expect(coverage.get('contact.phone')).toBe(counting((l) => l.contact.phone.trim() !== ''));
    expect(coverage.get('isil')).toBe(counting((l) => Boolean(l.isil)));
    expect(coverage.get('sovereignState')).toBe(counting((l) => l.sovereignState != null));
    expect(coverage.get('operatingHours')).toBeLessThan(libraries.length);
    expect(coverage.get('operatingHours')).toBeGreaterThanOrEqual(
      counting((l) => Boolean(l.openingHours)),
    );

    expect(
      answer.downloads.map(({ format, path, mediaType }) => ({ format, path, mediaType })),
    ).toEqual(
      DATASET_DOWNLOADS.map(({ format, path, mediaType }) => ({ format, path, mediaType })),
    );
    for (const download of answer.downloads) {
      const plainFile = await get(download.path);
      const brotli = await get(download.path, { 'accept-encoding': 'br' });
      expect(plainFile.headers['content-encoding'], download.path).toBeUndefined();
      expect(brotli.headers['content-encoding'], download.path).toBe('br');
      expect(download.bytes, download.path).toBe(plainFile.rawPayload.length);
      expect(download.compressedBytes, download.path).toBe(brotli.rawPayload.length);
      expect(download.compressedBytes, download.path).toBeLessThan(download.bytes / 2);
      expect(text(brotli), download.path).toBe(text(plainFile));
    }
  });
});

describe('the downloads are sent like the library reads', () => {
  it('in Brotli or gzip when asked, HEAD with the headers of GET, 304 for the ETag a client has', async () => {
    for (const { path } of DATASET_DOWNLOADS) {
      const brotli = await get(path, BROWSER);
      expect(brotli.headers['content-encoding'], path).toBe('br');
      expect(brotli.headers.vary, path).toBe('accept-encoding');
      expect(brotli.headers['cache-control'], path).toBe('no-cache');
      const gzip = await get(path, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(text(gzip), path).toBe(text(brotli));

      const head = await t.app.inject({ method: 'HEAD', url: path, headers: BROWSER });
      expect(head.statusCode, path).toBe(200);
      expect(head.rawPayload.length, path).toBe(0);
      for (const name of ['etag', 'content-length', 'content-type', 'link', 'x-dataset-version']) {
        expect(head.headers[name], `${path} ${name}`).toBe(brotli.headers[name]);
      }

      const again = await get(path, { ...BROWSER, 'if-none-match': brotli.headers.etag as string });
      expect(again.statusCode, path).toBe(304);
      expect(again.rawPayload.length, path).toBe(0);
    }
  });
});

describe('the OpenAPI document', () => {
  interface Operation {
    tags?: string[];
    responses: Record<
      string,
      { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }
    >;
  }
  async function openApi() {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    return response.json<{
      info: { description: string };
      paths: Record<string, Record<string, Operation>>;
    }>();
  }

  it('describes every field of a library', async () => {
    const { paths } = await openApi();
    const properties =
      paths['/api/libraries/{id}']!.get!.responses['200']!.content!['application/json']!.schema
        .properties!;
    expect(Object.keys(properties)).toEqual(expect.arrayContaining(['id', 'lib_name', 'isil']));
    for (const [name, property] of Object.entries(properties)) {
      expect((property as { description?: string }).description, name).toMatch(/\w{3,}/);
    }
  });

  it('documents GET /api/dataset, states the licence, the downloads, cross-origin reads and the id policy, and leaves the files out', async () => {
    const { info, paths } = await openApi();
    expect(paths['/api/dataset']?.get?.tags).toEqual(['dataset']);
    expect(Object.keys(paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect(info.description).toContain(DATASET_LICENCE.url);
    for (const { path } of DATASET_DOWNLOADS) expect(info.description).toContain(path);
    expect(info.description).toContain('Access-Control-Allow-Origin: *');
    expect(info.description).toContain(
      "A library's `id` never changes once published. A removed library's id is never given to another library; a record merged into another answers `301 Moved Permanently` with the surviving record's address.",
    );
  });
});

describe('a write', () => {
  /** Each download and the summary as a client last saw them. */
  async function seen(app?: FastifyInstance) {
    const tags = new Map<string, string>();
    for (const { path } of DATASET_DOWNLOADS) {
      tags.set(path, (await get(path, BROWSER, app)).headers.etag as string);
    }
    return { tags, summary: await summary(app) };
  }

  /** The downloads read again with the ETags seen before: each must be new, with the edit in it. */
  async function expectEdited(
    before: Awaited<ReturnType<typeof seen>>,
    id: string,
    name: { en: string; ar: string },
    app?: FastifyInstance,
  ) {
    const read = (path: string) =>
      get(path, { ...BROWSER, 'if-none-match': before.tags.get(path)! }, app);

    const csv = await read('/data/libraries.csv');
    expect(csv.statusCode).toBe(200);
    const row = parseCsv(text(csv)).data.find((entry) => entry.id === id);
    expect([row?.lib_name_en, row?.lib_name_ar]).toEqual([name.en, name.ar]);

    const geojson = await read('/data/libraries.geojson');
    expect(geojson.statusCode).toBe(200);
    const feature = (
      JSON.parse(text(geojson)) as {
        features: { id: string; properties: Record<string, unknown> }[];
      }
    ).features.find((entry) => entry.id === id);
    expect(feature?.properties.lib_name_en).toBe(name.en);

    const jsonLd = await read('/data/libraries.jsonld');
    expect(jsonLd.statusCode).toBe(200);
    expect(text(jsonLd)).toContain(JSON.stringify(name.ar));

    const after = await summary(app);
    expect(after.version).toBeGreaterThan(before.summary.version);
    const library = (await get(`/api/libraries/${id}`, {}, app)).json<Library>();
    expect(after.updatedAt).toBe(library.updatedAt);
    return after;
  }

  it('through the API is in the next download of each format and in GET /api/dataset', async () => {
    const before = await seen();
    const created = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({ id: 'tl-dataset-edit', isil: 'TL-1234' }),
    });
    expect(created.statusCode).toBe(201);
    const afterCreate = await summary();
    expect(afterCreate.count).toBe(before.summary.count + 1);
    const isil = (answer: DatasetSummary) =>
      answer.coverage.find((entry) => entry.field === 'isil')!.count;
    expect(isil(afterCreate)).toBe(isil(before.summary) + 1);

    const beforeEdit = await seen();
    const name = { en: 'Edited Library of Testland', ar: 'مكتبة تستلاند المعدّلة' };
    const edited = await t.request('PUT', '/api/libraries/tl-dataset-edit', {
      token: t.admin.token,
      payload: libraryInput({ lib_name: name, isil: 'TL-1234' }),
    });
    expect(edited.statusCode).toBe(200);
    await expectEdited(beforeEdit, 'tl-dataset-edit', name);
  });

  it('writes a text a spreadsheet would run as a formula after an apostrophe, a phone number as it is', async () => {
    const created = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({
        id: 'tl-dataset-formula',
        lib_name: { en: '=HYPERLINK("https://evil.example","Library")', ar: '@مكتبة' },
        contact: { phone: '+44 20 7412 7000', email: 'info@library.example.org' },
      }),
    });
    expect(created.statusCode).toBe(201);
    const row = parseCsv(text(await get('/data/libraries.csv'))).data.find(
      (entry) => entry.id === 'tl-dataset-formula',
    );
    expect(row?.lib_name_en).toBe(`'=HYPERLINK("https://evil.example","Library")`);
    expect(row?.lib_name_ar).toBe(`'@مكتبة`);
    expect(row?.phone).toBe('+44 20 7412 7000');
  });

  it('gives an uploaded image the address it is served at, and a library with no point none', async () => {
    const created = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({
        id: 'tl-dataset-unplaced',
        image: '/uploads/picture.png',
        location: { lat: 0, lng: 0 },
      }),
    });
    expect(created.statusCode).toBe(201);
    const row = parseCsv(text(await get('/data/libraries.csv'))).data.find(
      (entry) => entry.id === 'tl-dataset-unplaced',
    );
    expect([row?.image, row?.lat, row?.lng]).toEqual([`${ORIGIN}/api/uploads/picture.png`, '', '']);
    const feature = (
      JSON.parse(text(await get('/data/libraries.geojson'))) as {
        features: { id: string; geometry: unknown }[];
      }
    ).features.find((entry) => entry.id === 'tl-dataset-unplaced');
    expect(feature?.geometry).toBeNull();
    const location = (await summary()).coverage.find((entry) => entry.field === 'location');
    const libraries = await apiLibraries();
    expect(location?.count).toBe(libraries.filter((library) => !unplaced(library)).length);
  });

  it('removing a library takes it out of the next download and dates the data by the removal', async () => {
    const before = await seen();
    const removed = await t.request('DELETE', '/api/libraries/tl-dataset-formula', {
      token: t.admin.token,
    });
    expect(removed.statusCode).toBe(200);
    const after = await summary();
    expect(after.count).toBe(before.summary.count - 1);
    const libraries = await apiLibraries();
    const latestEdit = libraries
      .map((library) => library.updatedAt!)
      .sort()
      .at(-1)!;
    expect(after.updatedAt > latestEdit).toBe(true);
    const csv = await get('/data/libraries.csv', {
      ...BROWSER,
      'if-none-match': before.tags.get('/data/libraries.csv')!,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['last-modified']).toBe(new Date(after.updatedAt).toUTCString());
    expect(parseCsv(text(csv)).data.map((row) => row.id)).not.toContain('tl-dataset-formula');
  });

  // PGlite lives inside one process; on PostgreSQL a second server shares the database.
  describe.skipIf(!onPostgres)('through another server on the same PostgreSQL', () => {
    const other = useSecondServer(() => t);

    it('is in this server’s next download and GET /api/dataset', async () => {
      const before = await seen(other.app);
      const name = { en: 'Library Edited Elsewhere', ar: 'مكتبة عُدّلت في خادم آخر' };
      const edited = await t.request('PUT', '/api/libraries/tl-dataset-edit', {
        token: t.admin.token,
        payload: libraryInput({ lib_name: name }),
      });
      expect(edited.statusCode).toBe(200);
      await expectEdited(before, 'tl-dataset-edit', name, other.app);
    });
  });
});
