import type { ConsoleMessage, Page } from '@playwright/test';
import { MISSING_IMAGE_PATH } from '@libatlas/ui/fixtures/sampleLibraries.ts';
import { expect, goto, test } from '../appTest';
import { PAGES_BROWSER_TIME, readPageData, type PageRole } from './pageData';

// Every route of spec §2 as a user sees it, header and footer included, full page, at a phone's and
// a desktop's width, in Arabic and English, as the role the route is for. The data is fixed (the
// page-data project), the server's clock is fixed, the browser's clock is fixed and its random
// numbers are seeded (Home's featured libraries), so a page looks the same on every run and any
// change to its layout fails here with the number of pixels that differ. Every request outside
// the site is refused (the map's tiles among them), as behind a firewall: the pages, and the map's
// own Natural Earth basemap, must need nothing from elsewhere.

interface PageShot {
  /** The baseline's name. */
  name: string;
  /** The route; `{regular}` stands for the regular user's id. */
  path: string;
  role: PageRole;
  /** The page answers 404 (its browser logs that as a failed load of the page itself). */
  notFound?: true;
}

const PAGES: PageShot[] = [
  { name: 'home', path: '/', role: 'visitor' },
  { name: 'home-search', path: '/?q=national', role: 'visitor' },
  { name: 'libraries', path: '/libraries', role: 'visitor' },
  { name: 'libraries-map', path: '/libraries?view=map', role: 'visitor' },
  { name: 'library', path: '/libraries/fr-bnf', role: 'visitor' },
  { name: 'library-image-failed', path: '/libraries/sa-kfnl', role: 'visitor' },
  {
    name: 'library-not-found',
    path: '/libraries/no-such-library',
    role: 'visitor',
    notFound: true,
  },
  { name: 'regions', path: '/regions', role: 'visitor' },
  { name: 'about', path: '/about', role: 'visitor' },
  { name: 'data', path: '/data', role: 'visitor' },
  { name: 'suggestions', path: '/suggestions', role: 'visitor' },
  { name: 'ask-lib-visitor', path: '/ask-lib', role: 'visitor' },
  { name: 'login', path: '/login', role: 'visitor' },
  { name: 'not-found', path: '/no-such-page', role: 'visitor', notFound: true },
  { name: 'profile', path: '/profile', role: 'regular' },
  { name: 'suggestions-regular', path: '/suggestions', role: 'regular' },
  { name: 'ask-lib-regular', path: '/ask-lib', role: 'regular' },
  { name: 'customize-regular', path: '/customize', role: 'regular' },
  { name: 'ask-lib-premium', path: '/ask-lib', role: 'premium' },
  { name: 'home-admin', path: '/', role: 'admin' },
  { name: 'libraries-admin', path: '/libraries', role: 'admin' },
  { name: 'manage', path: '/manage', role: 'admin' },
  { name: 'manage-users', path: '/manage?tab=users', role: 'admin' },
  { name: 'user-add', path: '/users/add', role: 'admin' },
  { name: 'user-details', path: '/users/{regular}', role: 'admin' },
  { name: 'user-edit', path: '/users/{regular}/edit', role: 'admin' },
  { name: 'customize', path: '/customize', role: 'admin' },
];

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The site's own host and port; anything else is outside. */
function siteHost(): string {
  return new URL(test.info().project.use.baseURL!).host;
}

/**
 * The page's errors and console errors, but the browser's own "Failed to load resource" lines for
 * what is meant to fail: a refused outside address, the fixed data's missing upload, or a
 * not-found page's own 404.
 */
function collectErrors(page: Page, shot: PageShot): string[] {
  const errors: string[] = [];
  const expectedFailure = (message: ConsoleMessage) => {
    if (!message.text().startsWith('Failed to load resource')) return false;
    const url = new URL(message.location().url);
    return (
      url.host !== siteHost() ||
      url.pathname.endsWith(MISSING_IMAGE_PATH) ||
      (shot.notFound === true && url.pathname === shot.path)
    );
  };
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !expectedFailure(message)) {
      errors.push(`console error: ${message.text()} (${message.location().url})`);
    }
  });
  return errors;
}

/** Prepares the page as `role`, in `language`, with the clock and the random numbers fixed. */
async function prepare(page: Page, shot: PageShot, language: 'en' | 'ar') {
  const data = readPageData();
  const site = siteHost();
  await page.route(
    (url) => url.host !== site,
    (route) => route.abort(),
  );
  await page.clock.setFixedTime(new Date(PAGES_BROWSER_TIME));
  const session = shot.role === 'visitor' ? null : data.sessions[shot.role];
  // The language as the app keeps it: in storage, and in the cookie the server draws pages by.
  await page
    .context()
    .addCookies([
      { name: 'preferredLanguage', value: language, url: test.info().project.use.baseURL! },
    ]);
  await page.addInitScript(
    ({ lang, session }) => {
      localStorage.setItem('preferredLanguage', lang);
      if (session) {
        localStorage.setItem('token', session.token);
        localStorage.setItem('user', JSON.stringify(session.user));
      }
      // A seeded generator (mulberry32), so "random" picks are the same on every run.
      let seed = 20260320;
      Math.random = () => {
        seed = (seed + 0x6d2b79f5) | 0;
        let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
        value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
        return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
      };
    },
    { lang: language, session },
  );
  return shot.path.replace('{regular}', data.regularUserId);
}

/** Waits until the page has drawn everything it will: data, fonts, images and map markers. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  // A map below the fold loads as the reader nears it: a full-page screenshot shows it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const maps = page.locator('main .leaflet-container');
  for (const map of await maps.all()) {
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    // The countries under the markers, with every tile refused.
    await expect(map.locator('path.libatlas-basemap-land')).toBeVisible();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A full-page screenshot shows images below the fold too: load them now.
    await Promise.all(
      [...document.images].map((image) => {
        image.loading = 'eager';
        return image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve);
              image.addEventListener('error', resolve);
            });
      }),
    );
  });
}

for (const shot of PAGES) {
  for (const language of ['en', 'ar'] as const) {
    test(`${shot.path} as ${shot.role}, ${language}`, async ({ page }) => {
      const errors = collectErrors(page, shot);
      const path = await prepare(page, shot, language);
      for (const viewport of WIDTHS) {
        // A fresh load at each width, as a reader on a phone and one on a desktop would see it.
        await page.setViewportSize(viewport);
        await goto(page, path);
        await settle(page);
        await expect(page).toHaveScreenshot(`${shot.name}-${language}-${viewport.width}.png`, {
          fullPage: true,
        });
      }
      expect(errors).toEqual([]);
    });
  }
}

/**
 * Every CSS text the page holds: its <style> elements (the styles the server drew, and Emotion's
 * in development), the rules a script gave `insertRule` (Emotion's in the production build, whose
 * text no element keeps) and its own stylesheets (<link>). The text, not the CSSOM: a browser's
 * parser drops a declaration it does not know, so `document.styleSheets` never shows it.
 */
async function shippedCss(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const inserted = (window as unknown as { __insertedCss?: string[] }).__insertedCss ?? [];
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '');
    const links = await Promise.all(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
        .filter((link) => new URL(link.href).origin === location.origin)
        .map(async (link) => (await fetch(link.href)).text()),
    );
    return [...styles, ...inserted, ...links];
  });
}

/** At-rules whose blocks hold descriptors (`src`, `syntax`, `size`), not properties. */
const DESCRIPTOR_BLOCKS =
  /^@(font-face|property|page|counter-style|font-palette-values|font-feature-values)\b/i;

/** The property names of every declaration in `css` (nested blocks and at-rules included). */
function declaredProperties(css: string): Set<string> {
  const properties = new Set<string>();
  // The preludes of the blocks the parser is in, the innermost last.
  const blocks: string[] = [];
  let segment = '';
  let quote = '';
  let parens = 0;
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = '';
      segment += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      segment += char;
    } else if (char === '(' || char === ')') {
      parens += char === '(' ? 1 : -1;
      segment += char;
    } else if (parens === 0 && (char === ';' || char === '}' || char === '{')) {
      // A segment ended by `{` is a selector or an at-rule's prelude, not a declaration.
      const name = /^\s*(-?-?[a-zA-Z][\w-]*)\s*:/.exec(segment)?.[1];
      const inDescriptors = blocks.some((prelude) => DESCRIPTOR_BLOCKS.test(prelude));
      if (char !== '{' && name && !inDescriptors) properties.add(name.toLowerCase());
      if (char === '{') blocks.push(segment.trim());
      if (char === '}') blocks.pop();
      segment = '';
    } else {
      segment += char;
    }
  }
  return properties;
}

/**
 * Old names other code writes beside the standard ones, which this browser drops as it should:
 * MUI's ButtonBase (`colorAdjust` in print, Firefox's old `print-color-adjust`), Leaflet's CSS
 * (`behavior`, for Internet Explorer's VML) and Stylis's prefixer in the Arabic styles
 * (`scroll-snap-margin-top` before `scroll-margin-top`, for Safari 11 to 14).
 */
const OTHERS_LEGACY_PROPERTIES = new Set(['color-adjust', 'behavior', 'scroll-snap-margin-top']);

// `sx={{ ps: 2.5 }}` (no MUI key) once reached the pages as the CSS `ps:2.5px`, which no browser
// reads. packages/ui's flipToRtl test checks a stored list of the pages' declarations; this checks
// what each public page ships now, styles drawn by the server and by the app alike.
for (const shot of PAGES.filter((candidate) => candidate.role === 'visitor')) {
  for (const language of ['en', 'ar'] as const) {
    test(`${shot.path} as ${shot.role}, ${language}: ships only CSS properties the browser knows`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const inserted: string[] = [];
        (window as unknown as { __insertedCss: string[] }).__insertedCss = inserted;
        const insertRule = CSSStyleSheet.prototype.insertRule;
        CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
          inserted.push(rule);
          return insertRule.call(this, rule, index);
        };
      });
      const path = await prepare(page, shot, language);
      await goto(page, path);
      await settle(page);
      const properties = new Set<string>();
      for (const css of await shippedCss(page)) {
        for (const property of declaredProperties(css)) properties.add(property);
      }
      expect(properties).toContain('display');
      // Custom properties (`--*`) are ours to name; vendor-prefixed ones are Stylis's prefixer's
      // output (`-ms-flex-pack`), some for browsers long gone.
      const checked = [...properties].filter(
        (property) => !property.startsWith('-') && !OTHERS_LEGACY_PROPERTIES.has(property),
      );
      const unknown = await page.evaluate(
        (names) => names.filter((name) => !CSS.supports(name, 'initial')),
        checked,
      );
      expect(unknown, `properties on ${path} that the browser does not know`).toEqual([]);
    });
  }
}
