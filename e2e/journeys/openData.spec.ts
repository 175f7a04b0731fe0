import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, goto, test } from '../appTest';

// Issue 31: the Open data page (both languages, with and without JavaScript, reached from the
// footer, its downloads answering, its embed code copied by keyboard) and the embeddable map
// inside another site's page, the one address of the atlas that may be framed.

type Language = 'en' | 'ar';

const TEXTS = {
  en: {
    title: 'Open data',
    footer: 'Open data',
    wikidata: 'Its Wikidata item (Q193563).',
    coverage: (have: number, count: number, percent: number) => `${have} of ${count} (${percent}%)`,
    licence: 'Read CC0 1.0 Universal',
    download: (format: string) => `Download ${format}`,
    copy: 'Copy code',
    copied: 'Code copied',
    about: 'About the Atlas',
  },
  ar: {
    title: 'البيانات المفتوحة',
    footer: 'البيانات المفتوحة',
    wikidata: 'عنصرها في ويكي بيانات (Q193563).',
    coverage: (have: number, count: number, percent: number) => `${have} من ${count} (${percent}٪)`,
    licence: 'اقرأ نص CC0 1.0 Universal',
    download: (format: string) => `تنزيل ${format}`,
    copy: 'نسخ الشيفرة',
    copied: 'نُسخت الشيفرة',
    about: 'عن الأطلس',
  },
} as const;

interface DatasetSummary {
  count: number;
  coverage: { field: string; count: number }[];
}

async function datasetSummary(page: Page): Promise<DatasetSummary> {
  const response = await page.request.get('/api/dataset');
  expect(response.status()).toBe(200);
  return (await response.json()) as DatasetSummary;
}

async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lang) => localStorage.setItem('preferredLanguage', lang), language);
}

/** What the page must show of the dataset, its fields, licence and downloads, in `language`. */
async function expectDatasetShown(page: Page, language: Language, summary: DatasetSummary) {
  const texts = TEXTS[language];
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  const wikidata = main.locator('tr[data-field="wikidata"]');
  await expect(wikidata).toContainText(texts.wikidata);
  const have = summary.coverage.find(({ field }) => field === 'wikidata')!.count;
  await expect(wikidata).toContainText(
    texts.coverage(have, summary.count, Math.round((have / summary.count) * 100)),
  );
  await expect(main.getByRole('link', { name: texts.licence })).toHaveAttribute(
    'href',
    'https://creativecommons.org/publicdomain/zero/1.0/',
  );
  for (const [format, path] of [
    ['CSV', '/data/libraries.csv'],
    ['GeoJSON', '/data/libraries.geojson'],
    ['JSON-LD', '/data/libraries.jsonld'],
  ] as const) {
    await expect(main.getByRole('link', { name: texts.download(format) })).toHaveAttribute(
      'href',
      path,
    );
  }
}

for (const language of ['en', 'ar'] as const) {
  const texts = TEXTS[language];

  test(`the footer leads to Open data, which shows the dataset and its downloads answer (${language})`, async ({
    page,
  }) => {
    const summary = await datasetSummary(page);
    await useLanguage(page, language);
    await goto(page, '/about');
    await expect(page.getByRole('heading', { level: 1, name: texts.about })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: texts.footer }).click();
    await expect(page).toHaveURL(/\/data$/);
    await expectDatasetShown(page, language, summary);
    await expect(page).toHaveTitle(new RegExp(`^${texts.title} · `));

    const csv = page.getByRole('main').getByRole('link', { name: texts.download('CSV') });
    const download = await page.request.get((await csv.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toMatch(/^text\/csv/);
    // The header row, after the byte order mark, then a row per library.
    const rows = (await download.text()).trim().split(/\r?\n/);
    expect(rows[0]).toMatch(/^\uFEFF?id,lib_name_en,lib_name_ar,/);
    expect(rows.length).toBeGreaterThan(summary.count);
  });

  test(`the embed code is copied with the keyboard (${language})`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await useLanguage(page, language);
    await goto(page, '/data');
    const main = page.getByRole('main');
    const copy = main.getByRole('button', { name: texts.copy });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(main.getByRole('status').filter({ hasText: texts.copied })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const origin = new URL(page.url()).origin;
    expect(copied).toMatch(
      new RegExp(`^<iframe src="${origin}/embed/map\\?lang=${language}" title="[^"]+" `),
    );
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['en', 'ar'] as const) {
    test(`Open data is drawn by the server (${language})`, async ({ page }) => {
      const summary = await datasetSummary(page);
      await goto(page, `/data?lang=${language}`);
      await expectDatasetShown(page, language, summary);
    });
  }
});

test.describe('the embedded map', () => {
  let server: Server;
  let elsewhere: string;

  // Another site: its own origin (another host name and port), a page that frames the map.
  test.beforeAll(async () => {
    const atlas = test.info().project.use.baseURL!;
    server = createServer((request, response) => {
      const query = new URL(request.url ?? '/', 'http://localhost').search;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      // Marked ready at once: the app's mark is the framed page's, not this one's.
      response.end(
        `<!doctype html><html lang="en" data-ready><head><title>A library association</title></head>` +
          `<body><h1>Our members on the map</h1>` +
          `<iframe src="${atlas}/embed/map${query}" title="Map of national libraries" ` +
          `width="800" height="500" style="border:0"></iframe></body></html>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    elsewhere = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test('shows the markers inside another site, its links opening the atlas in a new tab', async ({
    page,
  }) => {
    await goto(page, `${elsewhere}/?region=Europe&lang=en`);
    const frame = page.frameLocator('iframe');
    const map = frame.getByRole('region', { name: 'Europe' });
    await expect(map).toBeVisible();
    // The countries under the markers, with every tile out of reach.
    await expect(map.locator('path.libatlas-basemap-land')).toBeVisible();
    const marker = map.locator('img.leaflet-marker-icon').first();
    await expect(marker).toBeVisible();
    await marker.click();
    const details = map.locator('.leaflet-popup').getByRole('link', { name: /^View details/ });
    await expect(details).toHaveAttribute('target', '_blank');
    await expect(details).toHaveAttribute('rel', 'noopener');
    const atlas = new URL(test.info().project.use.baseURL!).origin;
    expect(await details.getAttribute('href')).toMatch(
      new RegExp(`^${atlas}/libraries/[a-z0-9-]+\\?lang=en$`),
    );
    const open = frame.getByRole('link', { name: /^Open the atlas/ });
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('href', `${atlas}/libraries?region=Europe&view=map&lang=en`);

    const [tab] = await Promise.all([page.context().waitForEvent('page'), details.click()]);
    await expect(tab).toHaveURL(/\/libraries\/[a-z0-9-]+/);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("in Arabic with ?lang=ar, without making Arabic the reader's choice", async ({ page }) => {
    await useLanguage(page, 'en');
    await goto(page, '/embed/map?lang=ar');
    await expect(page.getByRole('region', { name: 'خريطة المكتبات الوطنية' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveURL(/\/embed\/map\?lang=ar$/);
    await goto(page, '/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About the Atlas' })).toBeVisible();
  });

  test('only the map may be framed: its headers, and those of the other pages', async ({
    request,
  }) => {
    const embed = await request.get('/embed/map?region=Europe');
    expect(embed.headers()['x-frame-options']).toBeUndefined();
    expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
    for (const path of ['/libraries', '/data', '/api/libraries']) {
      const other = await request.get(path);
      expect(other.headers()['x-frame-options'], path).toBe('DENY');
      expect(other.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });
});
