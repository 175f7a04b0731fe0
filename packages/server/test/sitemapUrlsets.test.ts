import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { sitemapIndexXml } from '../src/formats/sitemapIndexXml';
import { sitemapUrlsets, type SitemapUrl } from '../src/formats/sitemapUrlsets';

const SITEMAP_XSD = readFile(new URL('./fixtures/sitemap.xsd', import.meta.url), 'utf8');
const PROTOCOL_MAX_URLS = 50_000;
/** 50 MB as sitemaps.org counts it. */
const PROTOCOL_MAX_BYTES = 52_428_800;

/** `count` library pages, the n-th dated n seconds after 2026-01-01. */
function pages(count: number, pathLength = 10): SitemapUrl[] {
  return Array.from({ length: count }, (_, n) => ({
    loc: `https://atlas.example.org/libraries/${String(n).padStart(pathLength, '0')}?lang=en`,
    lastmod: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(),
  }));
}

const countOf = (xml: string, tag: string) => xml.split(`<${tag}>`).length - 1;

async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'sitemap.xsd', contents: await SITEMAP_XSD }],
    // A file of 50,000 URLs is about 5 MB: more than libxml2's default 16 MB of wasm memory holds.
    maxMemoryPages: 16_384,
  });
  return result.errors.map((error) => error.rawMessage);
}

describe('sitemapUrlsets', () => {
  it('keeps 50,000 URLs in one file and puts the 50,001st in a second', async () => {
    const urls = pages(PROTOCOL_MAX_URLS + 1);
    const exact = sitemapUrlsets(urls.slice(0, PROTOCOL_MAX_URLS));
    expect(exact).toHaveLength(1);
    expect(exact[0]!.urlCount).toBe(PROTOCOL_MAX_URLS);

    const files = sitemapUrlsets(urls);
    expect(files.map((file) => file.urlCount)).toEqual([PROTOCOL_MAX_URLS, 1]);
    expect(files.map((file) => countOf(file.xml, 'url'))).toEqual([PROTOCOL_MAX_URLS, 1]);
    expect(files[0]!.xml).toContain(`<loc>${urls[0]!.loc}</loc>`);
    expect(files[0]!.xml).toContain(`<loc>${urls[PROTOCOL_MAX_URLS - 1]!.loc}</loc>`);
    expect(files[1]!.xml).toContain(`<loc>${urls[PROTOCOL_MAX_URLS]!.loc}</loc>`);
    expect(files.map((file) => file.lastmod)).toEqual([
      urls[PROTOCOL_MAX_URLS - 1]!.lastmod,
      urls[PROTOCOL_MAX_URLS]!.lastmod,
    ]);
    for (const file of files) expect(await schemaErrors(file.xml)).toEqual([]);
  });

  it('starts a new file before one would pass 50 MB', () => {
    // 2,000-character addresses (the schema allows 2,048): about 26,000 of them make 50 MB.
    const urls = pages(30_000, 1_950);
    const files = sitemapUrlsets(urls);
    expect(files.length).toBe(2);
    for (const file of files) {
      expect(Buffer.byteLength(file.xml)).toBeLessThanOrEqual(PROTOCOL_MAX_BYTES);
    }
    // Full: one entry more would not have fitted.
    const entryBytes = Buffer.byteLength(files[1]!.xml.split('\n')[2]!) + 1;
    expect(Buffer.byteLength(files[0]!.xml) + entryBytes).toBeGreaterThan(PROTOCOL_MAX_BYTES);
    expect(files.reduce((sum, file) => sum + file.urlCount, 0)).toBe(urls.length);
  });

  it('honours smaller limits, and writes no file for no URLs', () => {
    const urls = pages(10);
    expect(sitemapUrlsets(urls, { maxUrls: 4 }).map((file) => file.urlCount)).toEqual([4, 4, 2]);
    const one = sitemapUrlsets(urls.slice(0, 1))[0]!.xml;
    const byBytes = sitemapUrlsets(urls, { maxBytes: Buffer.byteLength(one) * 3 });
    expect(byBytes.every((file) => Buffer.byteLength(file.xml) <= Buffer.byteLength(one) * 3)).toBe(
      true,
    );
    expect(byBytes.length).toBeGreaterThan(1);
    expect(sitemapUrlsets([])).toEqual([]);
    expect(() => sitemapUrlsets(urls, { maxUrls: 0 })).toThrow(RangeError);
  });

  it('writes today’s entries: escaped, dated when known, newest date of the file for the index', () => {
    const [file] = sitemapUrlsets([
      {
        loc: "https://atlas.example.org/libraries/r%26d-o'neill?lang=ar&x=<1>",
        lastmod: undefined,
      },
      { loc: 'https://atlas.example.org/', lastmod: '2026-03-01T00:00:00.000Z' },
      { loc: 'https://atlas.example.org/about', lastmod: '2026-02-01T10:00:00+05:00' },
    ]);
    expect(file!.xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://atlas.example.org/libraries/r%26d-o&apos;neill?lang=ar&amp;x=&lt;1&gt;</loc></url>',
        '  <url><loc>https://atlas.example.org/</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod></url>',
        '  <url><loc>https://atlas.example.org/about</loc><lastmod>2026-02-01T10:00:00+05:00</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    expect(file!.lastmod).toBe('2026-03-01T00:00:00.000Z');
    expect(sitemapUrlsets([{ loc: 'https://a.example/', lastmod: undefined }])[0]!.lastmod).toBe(
      undefined,
    );
  });
});

describe('sitemapIndexXml', () => {
  it('lists each file with its date, left out when unknown', () => {
    expect(
      sitemapIndexXml([
        { loc: 'https://atlas.example.org/sitemaps/pages-1.xml', lastmod: undefined },
        {
          loc: 'https://atlas.example.org/sitemaps/libraries-1.xml?a&b',
          lastmod: '2026-03-01T00:00:00.000Z',
        },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <sitemap><loc>https://atlas.example.org/sitemaps/pages-1.xml</loc></sitemap>',
        '  <sitemap><loc>https://atlas.example.org/sitemaps/libraries-1.xml?a&amp;b</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod></sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });
});
