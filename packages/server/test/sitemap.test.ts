import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { libraryInputSchema, type Library } from '@libatlas/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { loadConfig } from '../src/config';
import { libraries } from '../src/db/schema';
import { toLibraryColumns } from '../src/services/libraries';
import { createTestApp, libraryInput, type TestApp } from './helpers/testApp';

const SITEMAP_XSD = readFile(new URL('./fixtures/sitemap.xsd', import.meta.url), 'utf8');

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

async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'sitemap.xsd', contents: await SITEMAP_XSD }],
  });
  return result.errors.map((error) => error.rawMessage);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!);
}

interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
}

/** The sitemap's `<url>` entries, in order (the schema test checks the document's structure). */
function urlsOf(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    loc: unescapeXml(/<loc>([^<]*)<\/loc>/.exec(entry!)![1]!),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(entry!)?.[1],
  }));
}

let t: TestApp;
let created: Library[];

beforeAll(async () => {
  t = await createTestApp();
  created = [];
  for (const id of ['tl-first', 'tl-second', 'tl-third']) {
    const response = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({ id }),
    });
    created.push(response.json<Library>());
  }
  // Straight into the table: the API would refuse this id, an older import might not have.
  await t.db
    .insert(libraries)
    .values({ id: ODD_ID, ...toLibraryColumns(libraryInputSchema.parse(libraryInput())) });
});
afterAll(async () => {
  await t?.close();
});

async function sitemap(headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.request('GET', '/sitemap.xml', { headers: { host: 'atlas.example.org', ...headers } });
}

async function currentLibraries(): Promise<Library[]> {
  return (await t.request('GET', '/api/libraries')).json<Library[]>();
}

describe('GET /sitemap.xml', () => {
  it('is valid against the sitemaps.org 0.9 schema', async () => {
    const response = await sitemap();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset /);
    expect(await schemaErrors(response.body)).toEqual([]);
  });

  it('is checked by a validator that does refuse a broken sitemap', async () => {
    const body = (await sitemap()).body;
    const badDate = body.replace(/<lastmod>[^<]*<\/lastmod>/, '<lastmod>yesterday</lastmod>');
    expect(await schemaErrors(badDate)).not.toEqual([]);
    const noLoc = body.replace(/<loc>[^<]*<\/loc>/, '');
    expect(await schemaErrors(noLoc)).not.toEqual([]);
  });

  it('lists every public page in Arabic and English, dated by the newest library', async () => {
    const urls = urlsOf((await sitemap()).body);
    const all = await currentLibraries();
    const newest = all
      .map((library) => library.updatedAt!)
      .sort((a, b) => Date.parse(b) - Date.parse(a))[0];
    for (const path of SITE_PAGES) {
      for (const lang of ['ar', 'en']) {
        const entries = urls.filter(
          (url) => url.loc === `http://atlas.example.org${path}?lang=${lang}`,
        );
        expect(entries, `${path}?lang=${lang}`).toHaveLength(1);
        const dated = ['/', '/libraries', '/regions', '/data'].includes(path);
        expect(entries[0]!.lastmod, path).toBe(dated ? newest : undefined);
      }
    }
    expect(urls).toHaveLength(SITE_PAGES.length * 2 + all.length * 2);
  });

  it('lists every library exactly twice, in Arabic and English, dated by its updatedAt', async () => {
    const urls = urlsOf((await sitemap()).body);
    const all = await currentLibraries();
    expect(all.map((library) => library.id)).toEqual(
      expect.arrayContaining([...created.map((library) => library.id), ODD_ID]),
    );
    for (const library of all) {
      const page = `http://atlas.example.org/libraries/${encodeURIComponent(library.id)}`;
      const entries = urls.filter((url) => url.loc.startsWith(`${page}?`));
      expect(entries.map((url) => url.loc)).toEqual([`${page}?lang=ar`, `${page}?lang=en`]);
      for (const entry of entries) expect(entry.lastmod).toBe(library.updatedAt);
    }
  });

  it('escapes an id for the URL and the XML', async () => {
    const body = (await sitemap()).body;
    expect(body).toContain(
      '<loc>http://atlas.example.org/libraries/r%26d-o&apos;neill?lang=ar</loc>',
    );
    expect(body).not.toContain(ODD_ID);
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('lists a library added through the API in the next sitemap', async () => {
    const before = await sitemap();
    const response = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({ id: 'tl-added-later' }),
    });
    expect(response.statusCode).toBe(201);
    const added = response.json<Library>();
    expect(before.body).not.toContain('tl-added-later');

    const after = await sitemap({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    const urls = urlsOf(after.body).filter((url) => url.loc.includes('/libraries/tl-added-later?'));
    expect(urls).toEqual([
      {
        loc: 'http://atlas.example.org/libraries/tl-added-later?lang=ar',
        lastmod: added.updatedAt,
      },
      {
        loc: 'http://atlas.example.org/libraries/tl-added-later?lang=en',
        lastmod: added.updatedAt,
      },
    ]);
    expect(urlsOf(after.body)[0]).toEqual({
      loc: 'http://atlas.example.org/?lang=ar',
      lastmod: added.updatedAt,
    });
  });

  it('asks to be revalidated and answers 304 to its own ETag', async () => {
    const first = await sitemap();
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toMatch(/^W\/"[^"]+"$/);
    const again = await sitemap({ 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-length']).toBeUndefined();
    const head = await t.request('HEAD', '/sitemap.xml', {
      headers: { host: 'atlas.example.org', 'if-none-match': String(first.headers.etag) },
    });
    expect(head.statusCode).toBe(304);
    expect(head.headers['content-length']).toBeUndefined();
  });

  it('is compressed for a client that takes Brotli', async () => {
    const response = await sitemap({ 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the API and the signed-in pages and points to the sitemap', async () => {
    const response = await t.request('GET', '/robots.txt', {
      headers: { host: 'atlas.example.org' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of DISALLOWED) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(DISALLOWED.length);
    expect(lines).toContain('Sitemap: http://atlas.example.org/sitemap.xml');
  });
});

describe('a forged Host header', () => {
  it('reaches neither the sitemap nor robots.txt', async () => {
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const response = await t.request('GET', url, { headers: { host: FORGED_HOST } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('evil');
      expect(response.body, url).not.toContain('<script');
      expect(response.body, url).toMatch(/http:\/\/localhost(:\d+)?\//);
    }
    const xml = (await t.request('GET', '/sitemap.xml', { headers: { host: FORGED_HOST } })).body;
    expect(await schemaErrors(xml)).toEqual([]);
  });
});

describe('the API documentation', () => {
  it('leaves out the sitemap and robots.txt, which are not API routes', async () => {
    const doc = (await t.request('GET', '/api/docs/json')).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).not.toContain('/sitemap.xml');
    expect(Object.keys(doc.paths)).not.toContain('/robots.txt');
    expect(Object.keys(doc.paths)).toContain('/api/libraries');
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
    await site.request('POST', '/api/libraries', {
      token: site.admin.token,
      payload: libraryInput({ id: 'tl-public' }),
    });
  });
  afterAll(async () => {
    await site?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes every link on PUBLIC_URL, whatever the Host', async () => {
    for (const host of ['other.example', FORGED_HOST]) {
      const xml = (await site.request('GET', '/sitemap.xml', { headers: { host } })).body;
      const locs = urlsOf(xml).map((url) => url.loc);
      expect(locs).toContain('https://atlas.example.org/libraries/tl-public?lang=en');
      for (const loc of locs) expect(loc).toMatch(/^https:\/\/atlas\.example\.org\//);
      expect(xml).not.toContain('other.example');
      const robots = (await site.request('GET', '/robots.txt', { headers: { host } })).body;
      expect(robots).toContain('Sitemap: https://atlas.example.org/sitemap.xml');
      expect(robots).not.toContain('other.example');
    }
  });

  it('answers both paths itself where a browser would get the SPA', async () => {
    const accept = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const page = await site.request('GET', '/about', { headers: accept });
    expect(page.headers['content-type']).toMatch(/^text\/html/);

    const xml = await site.request('GET', '/sitemap.xml', { headers: accept });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(await schemaErrors(xml.body)).toEqual([]);

    const robots = await site.request('GET', '/robots.txt', { headers: accept });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Disallow: /api/');
  });
});
