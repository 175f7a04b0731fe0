import type { DirectorySummary, Library, LibraryListItem, Suggestion } from '@libatlas/contracts';
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, goto, reload, test } from '../appTest';
import {
  documentLanguage,
  firstHeading,
  headTags,
  metaContent,
  scriptTexts,
  stateText,
  textOf,
  titleOf,
} from './servedHtml';
import { E2E_ADMIN } from './session';

// Issue 16: the public pages are drawn by the server, read without JavaScript, and taken over by
// the app in the browser without being drawn again.

type Language = 'en' | 'ar';
const LANGUAGES: Language[] = ['en', 'ar'];
const OTHER: Record<Language, Language> = { en: 'ar', ar: 'en' };
const DIRECTION: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };
const SITE: Record<Language, string> = {
  en: 'National Libraries Atlas',
  ar: 'أطلس المكتبات الوطنية',
};
const BNF: Record<Language, string> = {
  en: 'National Library of France',
  ar: 'المكتبة الوطنية الفرنسية',
};

/** Each public page and its level-1 heading in each language. */
const HEADINGS: Record<string, Record<Language, string>> = {
  '/': { en: "Discover the World's National Libraries", ar: 'اكتشف المكتبات الوطنية حول العالم' },
  '/libraries': { en: 'Explore Libraries', ar: 'استكشف المكتبات' },
  '/libraries/fr-bnf': BNF,
  '/regions': {
    en: 'Explore national libraries by region',
    ar: 'استكشف المكتبات الوطنية حسب المنطقة',
  },
  '/about': { en: 'About the Atlas', ar: 'عن الأطلس' },
  '/data': { en: 'Open data', ar: 'البيانات المفتوحة' },
  '/suggestions': { en: 'Suggestions', ar: 'الاقتراحات' },
};
/** Addresses that name nothing: the server draws the not-found page, with its 404. */
const NOT_FOUND: Record<string, Record<Language, string>> = {
  '/libraries/no-such-library': { en: 'Library not found', ar: 'لم يُعثر على المكتبة' },
  '/no-such-page': { en: 'Page not found', ar: 'الصفحة غير موجودة' },
};
const PUBLIC_ROUTES = Object.keys(HEADINGS);

const withLanguage = (path: string, language: Language) => `${path}?lang=${language}`;

/** The state the page in the browser was drawn with (the script is data, so it is there without JS). */
async function drawnState(
  page: Page,
): Promise<{ language: Language; data: Record<string, unknown> }> {
  const text = await page.locator('#libatlas-state').textContent();
  return JSON.parse(text ?? 'null') as { language: Language; data: Record<string, unknown> };
}

/** The answers a Regions page was drawn with: each region's search, by the region's English name. */
function regionAnswers(
  data: Record<string, unknown>,
): [region: string, answer: { total: number; items: LibraryListItem[] }][] {
  return Object.entries(data)
    .filter(([key]) => key.startsWith('/directory/search?'))
    .map(([key, answer]) => [
      new URLSearchParams(key.slice(key.indexOf('?'))).get('region') ?? '',
      answer as { total: number; items: LibraryListItem[] },
    ]);
}

async function expectDocument(page: Page, language: Language, heading: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', DIRECTION[language]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Home shows its counters and the three featured libraries as links', async ({ page }) => {
    for (const language of LANGUAGES) {
      await goto(page, withLanguage('/', language));
      await expectDocument(page, language, HEADINGS['/']![language]);
      await expect(page).toHaveTitle(SITE[language]);
      const summary = (await drawnState(page)).data['/directory'] as DirectorySummary;
      expect(summary.libraries).toBeGreaterThanOrEqual(200);
      const labels = {
        en: ['Libraries', 'Countries', 'Regions'],
        ar: ['المكتبات', 'الدول', 'المناطق'],
      }[language];
      const hero = page.getByRole('main').locator('dl');
      await expect(hero.locator('dt')).toHaveText(labels);
      await expect(hero.locator('dd')).toHaveText(
        [summary.libraries, summary.countries, summary.regions].map(String),
      );
      const featured = page.getByRole('region', {
        name: { en: 'Featured Libraries', ar: 'مكتبات مختارة' }[language],
      });
      expect(summary.featured).toHaveLength(3);
      await expect(featured.getByRole('article')).toHaveCount(3);
      for (const library of summary.featured) {
        await expect(
          featured.getByRole('link', { name: library.lib_name[language], exact: true }),
        ).toHaveAttribute('href', `/libraries/${library.id}`);
      }
    }

    // The header's links are links: followed without any script.
    const english = { Libraries: '/libraries', Regions: '/regions', About: '/about' };
    await goto(page, withLanguage('/', 'en'));
    const banner = page.getByRole('banner');
    for (const [name, href] of Object.entries(english)) {
      await expect(banner.getByRole('link', { name, exact: true }).first()).toHaveAttribute(
        'href',
        href,
      );
    }
    await banner.getByRole('link', { name: 'About', exact: true }).first().click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Libraries shows its first page of cards and a real link to the next page', async ({
    page,
  }) => {
    for (const language of LANGUAGES) {
      await goto(page, withLanguage('/libraries', language));
      await expectDocument(page, language, HEADINGS['/libraries']![language]);
      // Drawn from the first page of the search, never the whole list (issue 32).
      const { data } = await drawnState(page);
      expect(data['/directory/libraries']).toBeUndefined();
      const answer = data[`/directory/search?lang=${language}`] as {
        total: number;
        items: LibraryListItem[];
      };
      expect(answer.total).toBeGreaterThanOrEqual(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('article')).toHaveCount(answer.items.length);
      const hrefs = await main
        .locator('a[href^="/libraries/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(new Set(hrefs)).toEqual(
        new Set(answer.items.map((library) => `/libraries/${library.id}`)),
      );
      await expect(
        main.getByRole('link', { name: { en: 'Next', ar: 'التالي' }[language] }),
      ).toHaveAttribute('href', '/libraries?page=2');
    }

    // Arabic (the default, which a link keeps): the library's own page opens without a script.
    await goto(page, `/libraries?lang=ar&q=${encodeURIComponent('فرنسا')}`);
    await page.getByRole('main').getByRole('link', { name: BNF.ar }).first().click();
    await expect(page).toHaveURL('/libraries/fr-bnf');
    await expectDocument(page, 'ar', BNF.ar);
  });

  test('a library page shows the record: name, country, description, address', async ({ page }) => {
    const record = (await (await page.request.get('/api/libraries/fr-bnf')).json()) as Library;
    for (const language of LANGUAGES) {
      await goto(page, withLanguage('/libraries/fr-bnf', language));
      await expectDocument(page, language, record.lib_name[language]);
      await expect(page).toHaveTitle(`${record.lib_name[language]} · ${SITE[language]}`);
      const main = page.getByRole('main');
      await expect(main.getByText(record.description[language], { exact: true })).toBeVisible();
      await expect(main.getByText(record.country[language]).first()).toBeVisible();
      await expect(main.getByText(record.address[language]).first()).toBeVisible();
      await expect(
        main
          .getByRole('link', {
            name: { en: 'Visit Website', ar: 'زيارة الموقع الإلكتروني' }[language],
          })
          .first(),
      ).toHaveAttribute('href', record.website);
    }
  });

  test('Regions shows a section for each region of the directory', async ({ page }) => {
    const all = (await (
      await page.request.get('/api/directory/libraries')
    ).json()) as LibraryListItem[];
    for (const language of LANGUAGES) {
      await goto(page, withLanguage('/regions', language));
      await expectDocument(page, language, HEADINGS['/regions']![language]);
      // Drawn from each region's first page of the search, never the whole list (issue 32).
      const { data } = await drawnState(page);
      expect(data['/directory/libraries']).toBeUndefined();
      expect(regionAnswers(data)).toHaveLength(8);
      const regions = new Set(all.map((library) => library.region[language]));
      const shown = await page.getByRole('main').locator('h2').allTextContents();
      expect(new Set(shown)).toEqual(regions);
      const firstRegion = page.getByRole('main').getByRole('list', { name: shown[0] });
      await expect(firstRegion.locator('a[href^="/libraries/"]').first()).toBeVisible();
    }
  });

  test("Regions shows, without a script, each region's count, first cards and a link to all", async ({
    page,
  }) => {
    await goto(page, withLanguage('/regions', 'en'));
    for (const [region, { total, items }] of regionAnswers((await drawnState(page)).data)) {
      const section = page.getByRole('main').getByRole('region', { name: region, exact: true });
      await expect(section.getByText(`${total} libraries`, { exact: true })).toBeVisible();
      await expect(section.locator('a[href^="/libraries/"]')).toHaveCount(items.length);
      const all = section.getByRole('link', { name: `Show all ${total} libraries` });
      if (total > items.length) {
        await expect(all).toHaveAttribute('href', `/libraries?${new URLSearchParams({ region })}`);
      } else {
        await expect(all).toHaveCount(0);
      }
    }
  });

  test('About and Suggestions are drawn, with their links', async ({ page }) => {
    for (const language of LANGUAGES) {
      await goto(page, withLanguage('/about', language));
      await expectDocument(page, language, HEADINGS['/about']![language]);
      const settings = (await drawnState(page)).data['/settings'] as { contactEmail: string };
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: { en: 'Contact Us', ar: 'اتصل بنا' }[language] }),
      ).toHaveAttribute('href', `mailto:${settings.contactEmail}`);

      await goto(page, withLanguage('/suggestions', language));
      await expectDocument(page, language, HEADINGS['/suggestions']![language]);
      const { data } = await drawnState(page);
      const suggestions = data['/suggestions'] as Suggestion[];
      const main = page.getByRole('main');
      if (suggestions.length === 0) {
        await expect(
          main.getByText({ en: 'No suggestions available', ar: 'لا توجد اقتراحات' }[language]),
        ).toBeVisible();
      } else {
        const newest = suggestions[0]!;
        const text = newest.content[language].trim() || newest.content[OTHER[language]].trim();
        await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
        await expect(main.locator(`a[href="/suggestions/${newest.id}"]`).first()).toBeAttached();
      }
    }
  });

  test('a link followed without a script keeps the language the page was read in', async ({
    page,
  }) => {
    // A search that puts the library on the list's first page (it is drawn a page at a time).
    await goto(page, '/libraries?q=France&lang=en');
    await page.getByRole('main').getByRole('link', { name: BNF.en }).first().click();
    await expect(page).toHaveURL(/\/libraries\/fr-bnf/);
    await expectDocument(page, 'en', BNF.en);
  });
});

/** What the browser reported as an error while pages loaded, but the tiles of the offline map. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  const notFoundDocuments = Object.keys(NOT_FOUND);
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // TILE_URL is an address that never answers (e2e/playwright.config.ts).
    if (url.startsWith('http://127.0.0.1:9/')) return;
    // The not-found page's own document answered 404, as it should.
    const path = url ? new URL(url).pathname : '';
    if (notFoundDocuments.includes(path) && /status of 404/.test(message.text())) return;
    errors.push(`console: ${message.text()} (${url})`);
  });
  return errors;
}

declare global {
  interface Window {
    /** The h1 the server sent, kept before the app's scripts run. */
    drawnHeading?: Element | null;
  }
}

/** Keeps, on every page load, the h1 element the server sent, before any of the app's code runs. */
async function keepDrawnHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      // `interactive`: the document is parsed and the deferred scripts (the app) have not run.
      if (document.readyState === 'interactive') window.drawnHeading = document.querySelector('h1');
    });
  });
}

/** The paths the page requests from now on for resources of `type`, filled as they are asked. */
function requestedPaths(page: Page, type: string): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === type) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** The paths the page's links matching `selector` point to. */
function linkedPaths(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
}

/**
 * Loads `url` (the language the page should be in given) in the browser: the document the server
 * sent has the page's heading in that language, and once the app has taken it over the browser
 * shows that heading, title and language, in the very element the server drew (hydrated, not
 * drawn again), with no error.
 */
async function expectHydrated(page: Page, url: string, language: Language, errors: string[]) {
  const path = new URL(url, 'http://localhost').pathname;
  const expected = (HEADINGS[path] ?? NOT_FOUND[path])![language];
  const response = await goto(page, url);
  expect(response?.status(), url).toBe(path in NOT_FOUND ? 404 : 200);
  const html = await response!.text();
  expect(firstHeading(html), `${url}: the server's h1`).toBe(expected);
  expect(documentLanguage(html)).toEqual({ lang: language, dir: DIRECTION[language] });

  // Read at once, in one call: the page is ready, and a busy page answers each call slowly.
  const shown = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    heading: document.querySelector('h1')?.textContent,
    title: document.title,
    kept: window.drawnHeading != null && document.querySelector('h1') === window.drawnHeading,
  }));
  expect(shown, url).toEqual({
    lang: language,
    dir: DIRECTION[language],
    heading: expected,
    title: titleOf(html),
    // The server's h1 element is the one on screen: hydrated, not drawn again.
    kept: true,
  });
  expect(errors, url).toEqual([]);
}

test.describe('in the browser, the app takes the drawn page over', () => {
  for (const language of LANGUAGES) {
    test(`every public page in ${language}, the stored choice, hydrates without an error`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(45_000);
      await context.addCookies([{ name: 'preferredLanguage', value: language, url: baseURL! }]);
      await page.addInitScript(
        (chosen) => localStorage.setItem('preferredLanguage', chosen),
        language,
      );
      await keepDrawnHeading(page);
      const errors = watchErrors(page);
      for (const path of [...PUBLIC_ROUTES, ...Object.keys(NOT_FOUND)]) {
        await expectHydrated(page, path, language, errors);
      }
    });

    test(`every public page asked in ${language} by ?lang=, the other language stored, hydrates in ${language}`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(45_000);
      const stored = OTHER[language];
      await page.addInitScript(
        (chosen) => localStorage.setItem('preferredLanguage', chosen),
        stored,
      );
      await keepDrawnHeading(page);
      const errors = watchErrors(page);
      for (const path of [...PUBLIC_ROUTES, ...Object.keys(NOT_FOUND)]) {
        await context.addCookies([{ name: 'preferredLanguage', value: stored, url: baseURL! }]);
        await expectHydrated(page, withLanguage(path, language), language, errors);
        // The address's choice is the reader's now, and the address no longer says it.
        await expect(page).toHaveURL(path);
        expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe(language);
        const cookies = await context.cookies();
        expect(cookies.find((cookie) => cookie.name === 'preferredLanguage')?.value).toBe(language);
      }
    });
  }

  for (const language of LANGUAGES) {
    test(`the public pages in ${language} fetch the core of each face only, the faces the server preloads`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(45_000);
      await context.addCookies([{ name: 'preferredLanguage', value: language, url: baseURL! }]);
      const fonts = requestedPaths(page, 'font');
      for (const path of ['/', '/libraries/fr-bnf', '/regions', '/about']) {
        await goto(page, path);
        await page.evaluate(() => document.fonts.ready);
        const preloaded = await linkedPaths(page, 'link[rel="preload"][as="font"]');
        expect(preloaded.length, path).toBeGreaterThanOrEqual(3);
        expect(
          preloaded.every((href) => href.includes('-core-')),
          path,
        ).toBe(true);
        expect(fonts.length, path).toBeGreaterThan(0);
        expect(
          fonts.filter((font) => !font.includes('-core-')),
          path,
        ).toEqual([]);
      }
    });
  }

  test("the app's code loads no stylesheet that the page already carries inline", async ({
    page,
  }) => {
    // A lazy chunk added the app's stylesheet again (it depends on the entry, whose stylesheet is
    // inline): every @font-face anew, and the whole page laid out again after its hydration.
    test.setTimeout(45_000);
    const stylesheets = requestedPaths(page, 'stylesheet');
    for (const path of PUBLIC_ROUTES) {
      await goto(page, path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const inline = await linkedPaths(page, 'link[rel="stylesheet"][disabled]');
      expect(inline.length, path).toBeGreaterThan(0);
      expect(
        stylesheets.filter((sheet) => inline.includes(sheet)),
        path,
      ).toEqual([]);
    }
  });

  test('?lang=en shows English, leaves the address, and a reload stays English', async ({
    page,
  }) => {
    await goto(page, '/libraries/fr-bnf?lang=en');
    await expectDocument(page, 'en', BNF.en);
    await expect(page).toHaveTitle(`${BNF.en} · ${SITE.en}`);
    await expect(page).toHaveURL('/libraries/fr-bnf');

    // Drawn in English by the server again: the cookie told it.
    const response = await reload(page);
    expect(documentLanguage((await response!.text()) ?? '')).toEqual({ lang: 'en', dir: 'ltr' });
    await expectDocument(page, 'en', BNF.en);
    await goto(page, '/');
    await expect(page).toHaveTitle(SITE.en);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('over HTTP', () => {
  test('a library page carries its name, description, head and structured data', async ({
    request,
    baseURL,
  }) => {
    const record = (await (await request.get('/api/libraries/fr-bnf')).json()) as Library;
    expect(record.lib_name).toEqual(BNF);

    const response = await request.get('/libraries/fr-bnf?lang=en');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers().vary).toMatch(/cookie/i);
    expect(response.headers().vary).toMatch(/accept-encoding/i);
    const html = await response.text();
    expect(documentLanguage(html)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(titleOf(html)).toBe('National Library of France · National Libraries Atlas');
    expect(firstHeading(html)).toBe(record.lib_name.en);
    expect(textOf(html)).toContain(record.description.en);

    const page = `${baseURL}/libraries/fr-bnf`;
    const links = headTags(html, 'link');
    expect(links.filter((link) => link.rel === 'canonical')).toEqual([
      { rel: 'canonical', href: `${page}?lang=en` },
    ]);
    expect(
      links
        .filter((link) => link.rel === 'alternate' && link.hreflang)
        .map(({ hreflang, href }) => [hreflang, href])
        .sort(),
    ).toEqual([
      ['ar', `${page}?lang=ar`],
      ['en', `${page}?lang=en`],
      // The default (Arabic) at its own address: the address without ?lang= follows a cookie.
      ['x-default', `${page}?lang=ar`],
    ]);
    // The change feeds (Atom) in the page's language: the directory's and the library's own.
    expect(links.filter((link) => link.type === 'application/atom+xml')).toEqual([
      {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: 'Changes in the atlas (Atom feed)',
        href: `${baseURL}/feed.xml?lang=en`,
      },
      {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: 'Changes to National Library of France (Atom feed)',
        href: `${page}/feed.xml?lang=en`,
      },
    ]);
    expect(metaContent(html, 'og:title')).toBe(record.lib_name.en);
    expect(metaContent(html, 'og:url')).toBe(`${page}?lang=en`);
    expect(metaContent(html, 'og:locale')).toBe('en_US');
    // The description, shortened for previews: its start, at most about 200 characters.
    const description = metaContent(html, 'description')!;
    expect(description.length).toBeLessThanOrEqual(201);
    expect(record.description.en.startsWith(description.replace(/…$/, ''))).toBe(true);
    expect(metaContent(html, 'og:description')).toBe(description);
    expect(metaContent(html, 'robots')).toBeUndefined();

    const [jsonLd, ...more] = scriptTexts(html, /type="application\/ld\+json"/);
    expect(more).toEqual([]);
    const data = JSON.parse(jsonLd!) as {
      '@type': string;
      name: { '@value': string; '@language': string }[];
      description: string;
      sameAs?: string[];
      geo?: { latitude: number; longitude: number };
    };
    expect(data['@type']).toBe('Library');
    expect(data.name).toEqual(
      expect.arrayContaining([
        { '@value': record.lib_name.ar, '@language': 'ar' },
        { '@value': record.lib_name.en, '@language': 'en' },
      ]),
    );
    expect(data.description).toBe(record.description.en);
    expect(data.geo).toMatchObject({
      latitude: record.location.lat,
      longitude: record.location.lng,
    });
    if (record.wikidata) {
      expect(data.sameAs).toContain(`https://www.wikidata.org/wiki/${record.wikidata}`);
    }

    const arabic = await (await request.get('/libraries/fr-bnf?lang=ar')).text();
    expect(documentLanguage(arabic)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(firstHeading(arabic)).toBe(record.lib_name.ar);
    expect(titleOf(arabic)).toBe(`${record.lib_name.ar} · ${SITE.ar}`);
    expect(metaContent(arabic, 'og:locale')).toBe('ar_AR');
  });

  test('an unknown library or path is a 404 page that asks not to be indexed', async ({
    request,
  }) => {
    const library = await request.get('/libraries/no-such-library?lang=en');
    expect(library.status()).toBe(404);
    expect(library.headers()['content-type']).toBe('text/html; charset=utf-8');
    const html = await library.text();
    expect(textOf(html)).toContain("We couldn't find this library.");
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(headTags(html, 'link').filter((link) => link.rel === 'canonical')).toEqual([]);
    expect(library.headers()['set-cookie']).toMatch(/^preferredLanguage=en; Path=\//);

    // `?lang=en` above made English the choice (its cookie): this address asks for Arabic.
    const path = await request.get('/no-such-page?lang=ar');
    expect(path.status()).toBe(404);
    expect(path.headers()['content-type']).toBe('text/html; charset=utf-8');
    const pathHtml = await path.text();
    expect(documentLanguage(pathHtml)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(firstHeading(pathHtml)).toBe(NOT_FOUND['/no-such-page']!.ar);
    expect(metaContent(pathHtml, 'robots')).toBe('noindex');
  });

  test('any client gets the page; the cookie chooses its language; Arabic by default', async ({
    request,
  }) => {
    const deepLink = await request.get('/libraries/fr-bnf', { headers: { Accept: '*/*' } });
    expect(deepLink.status()).toBe(200);
    expect(deepLink.headers()['content-type']).toBe('text/html; charset=utf-8');
    const html = await deepLink.text();
    expect(documentLanguage(html)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(firstHeading(html)).toBe(BNF.ar);

    const english = await (
      await request.get('/regions', { headers: { Cookie: 'preferredLanguage=en' } })
    ).text();
    expect(documentLanguage(english)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(firstHeading(english)).toBe(HEADINGS['/regions']!.en);
    // `?lang=` wins over the cookie.
    const asked = await (
      await request.get('/regions?lang=ar', { headers: { Cookie: 'preferredLanguage=en' } })
    ).text();
    expect(firstHeading(asked)).toBe(HEADINGS['/regions']!.ar);
  });

  test('a signed-in page is the empty shell, in the reader language', async ({ request }) => {
    for (const language of LANGUAGES) {
      const response = await request.get('/manage', {
        headers: { Cookie: `preferredLanguage=${language}` },
      });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(stateText(html)).toBeUndefined();
      expect(documentLanguage(html)).toEqual({ lang: language, dir: DIRECTION[language] });
      expect(titleOf(html)).toBe(SITE[language]);
    }
  });

  test('a page is sent again only when it changed (ETag), compressed as asked', async ({
    request,
  }) => {
    const first = await request.get('/about?lang=en', { headers: { 'Accept-Encoding': 'br' } });
    expect(first.status()).toBe(200);
    expect(first.headers()['content-encoding']).toBe('br');
    const etag = first.headers().etag!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await request.get('/about?lang=en', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag },
    });
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
    const gzip = await request.get('/about?lang=en', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toBe(await first.text());
  });

  test('HEAD announces the length GET sends', async ({ request }) => {
    const headers = { 'Accept-Encoding': 'identity' };
    const get = await request.get('/libraries/fr-bnf?lang=en', { headers });
    const head = await request.head('/libraries/fr-bnf?lang=en', { headers });
    expect(head.status()).toBe(200);
    expect(head.headers()['content-length']).toBe(String((await get.body()).length));
  });
});

test.describe('a library whose text holds markup', () => {
  // Without the Content Security Policy (which would block an injected inline script anyway),
  // so that markup breaking out of the page's scripts would run and be seen.
  test.use({ bypassCSP: true });

  test('is sent escaped, never runs, and reads literally', async ({ page }) => {
    const login = await page.request.post('/api/users/login', { data: E2E_ADMIN });
    const { token } = (await login.json()) as { token: string };
    const authorization = { Authorization: `Bearer ${token}` };
    const attack = '</script><script>alert(1)</script>';
    const description = `Before ${attack} after <!-- and a comment`;
    const created = await page.request.post('/api/libraries', {
      headers: authorization,
      data: {
        lib_name: { en: 'Escaping Test Library', ar: 'مكتبة اختبار التهريب' },
        country: { en: 'Testland', ar: 'بلد الاختبار' },
        region: { en: 'Oceania', ar: 'أوقيانوسيا' },
        description: { en: description, ar: `قبل ${attack} بعد` },
        address: { en: '1 Test Street', ar: '١ شارع الاختبار' },
        operatingHours: { en: 'Mon–Fri 9–17', ar: 'الاثنين–الجمعة ٩–١٧' },
        website: '',
        image: 'https://images.example.org/escaping.jpg',
        wikidata: 'Q193563',
        languages: ['English'],
        location: { lat: -41.29, lng: 174.78 },
        contact: { phone: '+64 4 000 0000', email: 'escaping@example.org' },
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    try {
      const html = await (await page.request.get(`/libraries/${id}?lang=en`)).text();
      expect(html).not.toContain('</script><script>alert(1)');
      expect(html).not.toContain('<script>alert(1)');
      const state = stateText(html)!;
      expect(state).not.toContain('<');
      const parsed = JSON.parse(state) as { data: Record<string, Library> };
      expect(parsed.data[`/libraries/${id}`]!.description.en).toBe(description);
      const jsonLd = JSON.parse(scriptTexts(html, /type="application\/ld\+json"/)[0]!) as {
        description: string;
        sameAs: string[];
      };
      expect(jsonLd.description).toBe(description);
      // A record with a Wikidata item and a picture on the web: both reach the previews.
      expect(jsonLd.sameAs).toContain('https://www.wikidata.org/wiki/Q193563');
      expect(metaContent(html, 'og:image')).toBe('https://images.example.org/escaping.jpg');

      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await goto(page, `/libraries/${id}?lang=en`);
      await expect(page.getByText(description, { exact: true })).toBeVisible();
      expect(dialogs).toEqual([]);
    } finally {
      await page.request.delete(`/api/libraries/${id}`, { headers: authorization });
    }
  });
});
