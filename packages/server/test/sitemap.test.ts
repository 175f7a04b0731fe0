import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { libraryInputSchema, type Library } from '@libatlas/contracts';
import type { Element } from '@xmldom/xmldom';
import { parseXml } from './helpers/parseXml';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { loadConfig } from '../src/config';
import { libraries } from '../src/db/schema';
import { toLibraryColumns } from '../src/services/libraries';
import { createTestApp, libraryInput, type TestApp } from './helpers/testApp';

const SITEMAP_XSD = readFile(new URL('./fixtures/sitemap.xsd', import.meta.url), 'utf8');
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const SITE_PAGES = ['/', '/libraries', '/regions', '/about', '/data', '/suggestions'];
const DISALLOWED = [
  '/api/',
  '/manage',
  '/profile',
  '/users/',
  '/customize',
  '/notifications',
  '/ask-lib',
  '/login',
];
const FORGED_HOST = 'evil.example/<script>';
/** An id only a direct write can make (the API's ids are [a-z0-9-]), with both URL and XML specials. */
const ODD_ID = "r&d-o'neill";
const HOST = 'atlas.example.org';
const ORIGIN = `http://${HOST}`;

/** libxml2's complaints about a sitemap file against the sitemaps.org 0.9 schema. */
async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'sitemap.xsd', contents: await SITEMAP_XSD }],
  });
  return result.errors.map((error) => error.rawMessage);
}

/** libxml2's complaints about a document that is not well-formed XML (no schema: none is offline). */
async function wellFormednessErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    normalization: 'format',
  });
  return result.errors.map((error) => error.rawMessage);
}

/** Every child element, as `{namespace}name`, so a stray element or namespace shows. */
function childElements(parent: Element): Element[] {
  return Array.from(parent.childNodes).filter((node): node is Element => node.nodeType === 1);
}

const qualifiedName = (element: Element) => `{${element.namespaceURI}}${element.localName}`;

interface Located {
  loc: string;
  lastmod: string | undefined;
}

/**
 * The sitemap index's entries, after checking its shape against the protocol (sitemaps.org 0.9,
 * siteindex.xsd): root `sitemapindex` in the sitemap namespace, only `sitemap` children, each a
 * `loc` then at most one `lastmod` (a W3C Datetime), nothing else.
 */
function indexEntries(xml: string): Located[] {
  const root = parseXml(xml);
  expect(qualifiedName(root)).toBe(`{${SITEMAP_NS}}sitemapindex`);
  return childElements(root).map((sitemap) => {
    expect(qualifiedName(sitemap)).toBe(`{${SITEMAP_NS}}sitemap`);
    const fields = childElements(sitemap);
    expect(fields.map(qualifiedName)).toEqual(
      [`{${SITEMAP_NS}}loc`, `{${SITEMAP_NS}}lastmod`].slice(0, fields.length),
    );
    expect(fields.length).toBeGreaterThan(0);
    const lastmod = fields[1]?.textContent ?? undefined;
    if (lastmod !== undefined) expect(new Date(lastmod).toISOString()).toBe(lastmod);
    return { loc: fields[0]!.textContent!, lastmod };
  });
}

/** A sitemap file's `<url>` entries, in order (schemaErrors checks the file's structure). */
function urlsOf(xml: string): Located[] {
  return childElements(parseXml(xml)).map((url) => {
    const [loc, lastmod] = childElements(url);
    return { loc: loc!.textContent!, lastmod: lastmod?.textContent ?? undefined };
  });
}

/** The newest of the dates, as written (undefined when none). */
function newest(dates: (string | undefined)[]): string | undefined {
  const known = dates.filter((date): date is string => date !== undefined);
  return known.sort((a, b) => Date.parse(b) - Date.parse(a))[0];
}

interface SitemapFile extends Located {
  path: string;
  urls: Located[];
  response: LightMyRequestResponse;
}

/** The index and every file it lists, each read as a crawler would. */
async function readSitemap(
  app: TestApp,
  host = HOST,
): Promise<{ index: LightMyRequestResponse; files: SitemapFile[] }> {
  const index = await app.request('GET', '/sitemap.xml', { headers: { host } });
  expect(index.statusCode).toBe(200);
  const files: SitemapFile[] = [];
  for (const entry of indexEntries(index.body)) {
    const path = new URL(entry.loc).pathname;
    const response = await app.request('GET', path, { headers: { host } });
    expect(response.statusCode, path).toBe(200);
    files.push({ ...entry, path, urls: urlsOf(response.body), response });
  }
  return { index, files };
}

const allUrls = (files: SitemapFile[]) => files.flatMap((file) => file.urls);

let t: TestApp;
let created: Library[];

async function addLibrary(app: TestApp, id: string): Promise<Library> {
  const response = await app.request('POST', '/api/libraries', {
    token: app.admin.token,
    payload: libraryInput({ id }),
  });
  expect(response.statusCode).toBe(201);
  return response.json<Library>();
}

beforeAll(async () => {
  t = await createTestApp();
  created = [];
  for (const id of ['tl-first', 'tl-second', 'tl-third']) created.push(await addLibrary(t, id));
  // Straight into the table: the API would refuse this id, an older import might not have.
  await t.db
    .insert(libraries)
    .values({ id: ODD_ID, ...toLibraryColumns(libraryInputSchema.parse(libraryInput())) });
});
afterAll(async () => {
  await t?.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  return t.request('GET', path, { headers: { host: HOST, ...headers } });
}

async function currentLibraries(app = t): Promise<Library[]> {
  return (await app.request('GET', '/api/libraries')).json<Library[]>();
}

describe('GET /sitemap.xml', () => {
  it('is a well-formed sitemap index of the pages file and the libraries file', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body.startsWith(`${XML_DECLARATION}<sitemapindex `)).toBe(true);
    expect(await wellFormednessErrors(index.body)).toEqual([]);
    expect(indexEntries(index.body).map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/sitemaps/pages-1.xml`,
      `${ORIGIN}/sitemaps/libraries-1.xml`,
    ]);
  });

  it('is checked by a parser that does refuse a broken index', async () => {
    const body = (await get('/sitemap.xml')).body;
    const unclosed = body.replace('</sitemap>', '');
    expect(await wellFormednessErrors(unclosed)).not.toEqual([]);
    expect(() => indexEntries(unclosed)).toThrow();
    const wrongRoot = body.replaceAll('sitemapindex', 'urlset');
    expect(await wellFormednessErrors(wrongRoot)).toEqual([]);
    expect(() => indexEntries(wrongRoot)).toThrow();
    const noNamespace = body.replace(` xmlns="${SITEMAP_NS}"`, '');
    expect(() => indexEntries(noNamespace)).toThrow();
    const lastmodFirst = body.replace(
      /<loc>([^<]*)<\/loc>(<lastmod>[^<]*<\/lastmod>)/,
      '$2<loc>$1</loc>',
    );
    expect(lastmodFirst).not.toBe(body);
    expect(() => indexEntries(lastmodFirst)).toThrow();
  });

  it('dates each file by the newest of its URLs', async () => {
    const { files } = await readSitemap(t);
    for (const file of files) {
      expect(file.lastmod, file.path).toBeDefined();
      expect(file.lastmod, file.path).toBe(newest(file.urls.map((url) => url.lastmod)));
    }
  });
});

describe('the sitemap files', () => {
  it('are valid against the sitemaps.org 0.9 schema and hold at most 50,000 URLs', async () => {
    const { files } = await readSitemap(t);
    for (const file of files) {
      expect(file.response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(file.response.body.startsWith(`${XML_DECLARATION}<urlset `)).toBe(true);
      expect(await schemaErrors(file.response.body), file.path).toEqual([]);
      expect(file.urls.length).toBeGreaterThan(0);
      expect(file.urls.length).toBeLessThanOrEqual(50_000);
    }
  });

  it('are checked by a validator that does refuse a broken sitemap', async () => {
    const body = (await get('/sitemaps/libraries-1.xml')).body;
    const badDate = body.replace(/<lastmod>[^<]*<\/lastmod>/, '<lastmod>yesterday</lastmod>');
    expect(await schemaErrors(badDate)).not.toEqual([]);
    const noLoc = body.replace(/<loc>[^<]*<\/loc>/, '');
    expect(await schemaErrors(noLoc)).not.toEqual([]);
  });

  it('list every public page in Arabic and English, dated by the newest library', async () => {
    const { files } = await readSitemap(t);
    const pages = files.find((file) => file.path === '/sitemaps/pages-1.xml')!;
    const latest = newest((await currentLibraries()).map((library) => library.updatedAt));
    expect(pages.urls).toEqual(
      SITE_PAGES.flatMap((path) =>
        ['ar', 'en'].map((lang) => ({
          loc: `${ORIGIN}${path}?lang=${lang}`,
          lastmod: ['/', '/libraries', '/regions', '/data'].includes(path) ? latest : undefined,
        })),
      ),
    );
  });

  it('list every library page exactly once, in Arabic and English, dated by its updatedAt', async () => {
    const urls = allUrls((await readSitemap(t)).files);
    const all = await currentLibraries();
    expect(all.map((library) => library.id)).toEqual(
      expect.arrayContaining([...created.map((library) => library.id), ODD_ID]),
    );
    for (const library of all) {
      const page = `${ORIGIN}/libraries/${encodeURIComponent(library.id)}`;
      const entries = urls.filter((url) => url.loc.startsWith(`${page}?`));
      expect(entries).toEqual([
        { loc: `${page}?lang=ar`, lastmod: library.updatedAt },
        { loc: `${page}?lang=en`, lastmod: library.updatedAt },
      ]);
    }
    expect(urls).toHaveLength(SITE_PAGES.length * 2 + all.length * 2);
  });

  it('escape an id for the URL and the XML', async () => {
    const body = (await get('/sitemaps/libraries-1.xml')).body;
    expect(body).toContain(`<loc>${ORIGIN}/libraries/r%26d-o&apos;neill?lang=ar</loc>`);
    expect(body).not.toContain(ODD_ID);
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('answer 404 for a file the index does not list', async () => {
    for (const path of [
      '/sitemaps/libraries-2.xml',
      '/sitemaps/libraries-0.xml',
      '/sitemaps/pages-2.xml',
      '/sitemaps/libraries-01.xml',
      '/sitemaps/libraries-1.xml.gz',
      '/sitemaps/pages.xml',
      '/sitemaps/sitemap.xml',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json<{ code: string }>().code, path).toBe('notFound');
    }
  });
});

describe('after a library is added through the API', () => {
  it('lists it in the next read of its file and moves the index’s dates', async () => {
    const before = await readSitemap(t);
    const beforeFile = before.files.find((file) => file.path === '/sitemaps/libraries-1.xml')!;
    const added = await addLibrary(t, 'tl-added-later');
    expect(before.index.body).not.toContain('tl-added-later');
    expect(beforeFile.response.body).not.toContain('tl-added-later');

    const index = await get('/sitemap.xml', { 'if-none-match': String(before.index.headers.etag) });
    expect(index.statusCode).toBe(200);
    expect(indexEntries(index.body)).toEqual([
      { loc: `${ORIGIN}/sitemaps/pages-1.xml`, lastmod: added.updatedAt },
      { loc: `${ORIGIN}/sitemaps/libraries-1.xml`, lastmod: added.updatedAt },
    ]);
    for (const entry of indexEntries(before.index.body)) {
      expect(Date.parse(entry.lastmod!)).toBeLessThan(Date.parse(added.updatedAt!));
    }

    const file = await get('/sitemaps/libraries-1.xml', {
      'if-none-match': String(beforeFile.response.headers.etag),
    });
    expect(file.statusCode).toBe(200);
    expect(
      urlsOf(file.body).filter((url) => url.loc.includes('/libraries/tl-added-later?')),
    ).toEqual([
      { loc: `${ORIGIN}/libraries/tl-added-later?lang=ar`, lastmod: added.updatedAt },
      { loc: `${ORIGIN}/libraries/tl-added-later?lang=en`, lastmod: added.updatedAt },
    ]);
    const pages = urlsOf((await get('/sitemaps/pages-1.xml')).body);
    expect(pages[0]).toEqual({ loc: `${ORIGIN}/?lang=ar`, lastmod: added.updatedAt });
  });
});

describe('caching', () => {
  it('asks to be revalidated and answers 304 to its own ETag, HEAD too', async () => {
    for (const path of ['/sitemap.xml', '/sitemaps/pages-1.xml', '/sitemaps/libraries-1.xml']) {
      const first = await get(path);
      expect(first.headers['cache-control'], path).toBe('no-cache');
      expect(first.headers.etag, path).toMatch(/^"[^"]+"$/);
      const again = await get(path, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode, path).toBe(304);
      expect(again.body, path).toBe('');
      expect(again.headers['content-length'], path).toBeUndefined();
      const head = await t.request('HEAD', path, {
        headers: { host: HOST, 'if-none-match': String(first.headers.etag) },
      });
      expect(head.statusCode, path).toBe(304);
      expect(head.headers['content-length'], path).toBeUndefined();
      const plainHead = await t.request('HEAD', path, { headers: { host: HOST } });
      expect(plainHead.statusCode, path).toBe(200);
      expect(plainHead.body, path).toBe('');
      expect(plainHead.headers['content-length'], path).toBe(String(Buffer.byteLength(first.body)));
    }
  });

  it('is sent in Brotli to a client that takes it, the same XML once decompressed', async () => {
    for (const path of ['/sitemap.xml', '/sitemaps/libraries-1.xml']) {
      const plain = await get(path);
      const response = await get(path, { 'accept-encoding': 'br' });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-encoding'], path).toBe('br');
      expect(response.headers.vary, path).toMatch(/accept-encoding/i);
      expect(response.headers.etag, path).not.toBe(plain.headers.etag);
      expect(brotliDecompressSync(response.rawPayload).toString('utf8'), path).toBe(plain.body);
    }
  });
});

describe('with a small limit of URLs per file', () => {
  const LIMIT = 4;
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ sitemapMaxUrls: LIMIT });
    // Added out of id order: the files list them by id.
    for (const id of ['sm-07', 'sm-01', 'sm-05', 'sm-03', 'sm-02', 'sm-06', 'sm-04']) {
      await addLibrary(small, id);
    }
  });
  afterAll(async () => {
    await small?.close();
  });

  it('splits the sitemap into several files, each within the limit', async () => {
    const { files } = await readSitemap(small);
    // Each page in both languages (6 pages: 12 URLs in 3 files); 7 libraries (14 URLs) in 4.
    const pageFiles = Math.ceil((SITE_PAGES.length * 2) / LIMIT);
    expect(files.map((file) => file.path)).toEqual([
      ...Array.from({ length: pageFiles }, (_, i) => `/sitemaps/pages-${i + 1}.xml`),
      '/sitemaps/libraries-1.xml',
      '/sitemaps/libraries-2.xml',
      '/sitemaps/libraries-3.xml',
      '/sitemaps/libraries-4.xml',
    ]);
    for (const file of files) {
      expect(file.urls.length, file.path).toBeGreaterThan(0);
      expect(file.urls.length, file.path).toBeLessThanOrEqual(LIMIT);
      expect(await schemaErrors(file.response.body), file.path).toEqual([]);
      expect(file.lastmod, file.path).toBe(newest(file.urls.map((url) => url.lastmod)));
    }
  });

  it('lists every library page in exactly one file, by id, both languages side by side', async () => {
    const { files } = await readSitemap(small);
    const libraryFiles = files.filter((file) => file.path.startsWith('/sitemaps/libraries-'));
    const all = await currentLibraries(small);
    const ids = all.map((library) => library.id).sort();
    expect(allUrls(libraryFiles).map((url) => url.loc)).toEqual(
      ids.flatMap((id) => [
        `${ORIGIN}/libraries/${id}?lang=ar`,
        `${ORIGIN}/libraries/${id}?lang=en`,
      ]),
    );
    // Listed in pairs from the first file on, so an even count keeps each pair in one file.
    for (const file of libraryFiles) expect(file.urls.length % 2, file.path).toBe(0);
    const urls = allUrls(files);
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
  });

  it('moves only the files from a new library’s place on, and dates its file by it', async () => {
    const before = await readSitemap(small);
    const added = await addLibrary(small, 'sm-04a');
    const after = await readSitemap(small);
    // 8 libraries now fill the 4 library files: [01, 02], [03, 04], [04a, 05], [06, 07].
    expect(after.files.map((file) => file.path)).toEqual(before.files.map((file) => file.path));
    const etags = (sitemap: { files: SitemapFile[] }, path: string) =>
      sitemap.files.find((file) => file.path === path)!.response.headers.etag;
    // sm-01 to sm-04 fill the first two library files, which the new id sorts after.
    for (const path of ['/sitemaps/libraries-1.xml', '/sitemaps/libraries-2.xml']) {
      expect(etags(after, path), path).toBe(etags(before, path));
    }
    const third = after.files.find((file) => file.path === '/sitemaps/libraries-3.xml')!;
    expect(third.urls[0]).toEqual({
      loc: `${ORIGIN}/libraries/sm-04a?lang=ar`,
      lastmod: added.updatedAt,
    });
    expect(third.lastmod).toBe(added.updatedAt);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the API and the signed-in pages and points to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of DISALLOWED) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(DISALLOWED.length);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('a forged Host header', () => {
  it('reaches neither the sitemap nor robots.txt', async () => {
    const { index, files } = await readSitemap(t, FORGED_HOST);
    const robots = await t.request('GET', '/robots.txt', { headers: { host: FORGED_HOST } });
    for (const [name, body] of [
      ['index', index.body],
      ['robots.txt', robots.body],
      ...files.map((file) => [file.path, file.response.body] as const),
    ] as const) {
      expect(body, name).not.toContain('evil');
      expect(body, name).not.toContain('<script');
      expect(body, name).toMatch(/http:\/\/localhost(:\d+)?\//);
    }
    for (const file of files) expect(await schemaErrors(file.response.body)).toEqual([]);
  });
});

describe('the API documentation', () => {
  it('leaves out the sitemap and robots.txt, which are not API routes', async () => {
    const doc = (await t.request('GET', '/api/docs/json')).json<{
      paths: Record<string, unknown>;
    }>();
    const paths = Object.keys(doc.paths);
    expect(paths.filter((path) => /sitemap|robots/.test(path))).toEqual([]);
    expect(paths).toContain('/api/libraries');
  });
});

describe('with PUBLIC_URL and a built SPA', () => {
  let site: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'libatlas-spa-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Atlas</title>');
    // Files the build might ship one day: the routes answer, not the static server.
    await writeFile(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    await writeFile(join(dir, 'sitemap.xml'), '<urlset/>');
    site = await createTestApp({
      staticDir: dir,
      publicUrl: loadConfig({ PUBLIC_URL: 'https://atlas.example.org/' }).publicUrl,
    });
    await addLibrary(site, 'tl-public');
  });
  afterAll(async () => {
    await site?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes every link on PUBLIC_URL, whatever the Host', async () => {
    for (const host of ['other.example', FORGED_HOST]) {
      const { index, files } = await readSitemap(site, host);
      for (const entry of indexEntries(index.body)) {
        expect(entry.loc).toMatch(/^https:\/\/atlas\.example\.org\/sitemaps\//);
      }
      const locs = allUrls(files).map((url) => url.loc);
      expect(locs).toContain('https://atlas.example.org/libraries/tl-public?lang=en');
      for (const loc of locs) expect(loc).toMatch(/^https:\/\/atlas\.example\.org\//);
      for (const body of [index.body, ...files.map((file) => file.response.body)]) {
        expect(body).not.toContain('other.example');
      }
      const robots = (await site.request('GET', '/robots.txt', { headers: { host } })).body;
      expect(robots).toContain('Sitemap: https://atlas.example.org/sitemap.xml');
      expect(robots).not.toContain('other.example');
    }
  });

  it('answers the sitemap and robots.txt itself where a browser would get the SPA', async () => {
    const accept = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const page = await site.request('GET', '/about', { headers: accept });
    expect(page.headers['content-type']).toMatch(/^text\/html/);

    for (const path of ['/sitemap.xml', '/sitemaps/pages-1.xml', '/sitemaps/libraries-1.xml']) {
      const xml = await site.request('GET', path, { headers: accept });
      expect(xml.statusCode, path).toBe(200);
      expect(xml.headers['content-type'], path).toBe('application/xml; charset=utf-8');
      expect(await wellFormednessErrors(xml.body), path).toEqual([]);
    }

    const robots = await site.request('GET', '/robots.txt', { headers: accept });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Disallow: /api/');
  });
});
