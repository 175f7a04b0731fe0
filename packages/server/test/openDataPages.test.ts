import { DATASET_DOWNLOADS, DATASET_LICENCE, datasetSummarySchema } from '@libatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TILE_URL } from '../src/config';
import { embedContentSecurityPolicy } from '../src/plugins/security';
import { drawingTestApp } from './helpers/drawingTestApp';
import type { TestApp } from './helpers/testApp';

// Issue 31, the pages of the open data: /data drawn by the server with the dataset's figures and
// its schema.org Dataset, and the embeddable map, the one address other sites may frame.

let t: TestApp;
beforeAll(async () => {
  t = await drawingTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const page = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.request(method, url, { headers: { accept: 'text/html' } });

/** The text a reader sees in the page's #root (tags dropped). */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id='));
  return root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

/** The schema.org items of the page's head. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe('the Open data page drawn by the server', () => {
  const TEXTS = {
    en: { title: 'Open data', field: 'Its Wikidata item (Q193563).', of: 'of' },
    ar: { title: 'البيانات المفتوحة', field: 'عنصرها في ويكي بيانات (Q193563).', of: 'من' },
  } as const;

  it.each(['en', 'ar'] as const)(
    'shows the figures of GET /api/dataset, the fields and the downloads (%s)',
    async (lang) => {
      const summary = datasetSummarySchema.parse((await t.request('GET', '/api/dataset')).json());
      const response = await page(`/data?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<title>${TEXTS[lang].title} ·`);
      const text = rootText(response.body);
      expect(text).toContain(TEXTS[lang].title);
      expect(text).toContain(TEXTS[lang].field);
      const wikidata = summary.coverage.find(({ field }) => field === 'wikidata')!.count;
      expect(text).toContain(`${wikidata} ${TEXTS[lang].of} ${summary.count}`);
      for (const { path } of DATASET_DOWNLOADS) expect(response.body).toContain(`href="${path}"`);
      expect(response.body).toContain(`href="${DATASET_LICENCE.url}"`);
    },
  );

  it('describes the dataset as a schema.org Dataset with absolute downloads', async () => {
    const summary = datasetSummarySchema.parse((await t.request('GET', '/api/dataset')).json());
    const response = await page('/data?lang=en');
    const dataset = jsonLd(response.body).find((item) => item['@type'] === 'Dataset');
    expect(dataset).toMatchObject({
      '@context': 'https://schema.org',
      name: 'National Libraries Atlas',
      license: DATASET_LICENCE.url,
      dateModified: summary.updatedAt,
      version: String(summary.version),
      creator: { '@type': 'Organization', name: 'National Libraries Atlas' },
    });
    expect(String(dataset!.url)).toMatch(/^https?:\/\/[^/]+\/data\?lang=en$/);
    const origin = new URL(String(dataset!.url)).origin;
    expect(dataset!.distribution).toEqual(
      DATASET_DOWNLOADS.map(({ path, mediaType }) => ({
        '@type': 'DataDownload',
        encodingFormat: mediaType,
        contentUrl: `${origin}${path}`,
      })),
    );
  });
});

describe('framing: only the embeddable map', () => {
  it('lets any site frame /embed/map, in either language, for a region', async () => {
    const pageCsp = String((await page('/libraries')).headers['content-security-policy']);
    for (const url of ['/embed/map', '/embed/map?region=Europe&lang=ar']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await page(url, method);
        expect(response.statusCode, `${method} ${url}`).toBe(200);
        expect(response.headers['x-frame-options'], `${method} ${url}`).toBeUndefined();
        const csp = String(response.headers['content-security-policy']);
        expect(csp, `${method} ${url}`).toContain('frame-ancestors *');
        expect(csp, `${method} ${url}`).not.toContain("frame-ancestors 'none'");
        // Helmet's policy for every other page, that one directive aside.
        expect(csp).toBe(pageCsp.replace("frame-ancestors 'none'", 'frame-ancestors *'));
        expect(csp).toBe(embedContentSecurityPolicy(DEFAULT_TILE_URL));
      }
    }
  });

  it('keeps every other page, the API and the files unframable', async () => {
    for (const url of [
      '/libraries',
      '/data',
      '/',
      '/embed',
      '/embed/map/more',
      '/api/libraries',
      '/api/dataset',
      '/data/libraries.csv',
    ]) {
      const response = await page(url);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(String(response.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
    }
  });

  it("does not keep the frame's ?lang= as the reader's choice", async () => {
    expect((await page('/embed/map?lang=en')).headers['set-cookie']).toBeUndefined();
    expect(String((await page('/libraries?lang=en')).headers['set-cookie'])).toContain(
      'preferredLanguage=en',
    );
  });
});
