import type { Page } from '@playwright/test';
import { expect, goto, test } from '../appTest';
import { expectSoundLayout, headerProblems } from './layoutGuards';
import { E2E_ADMIN, signInByApi } from './session';

type Language = 'en' | 'ar';

async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lang) => localStorage.setItem('preferredLanguage', lang), language);
}

/** Waits until a page has drawn its content: its heading, and no loading message left. */
async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [role="status"]:has-text("…")')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/**
 * Console errors a route may log: map tiles from a server that cannot be reached (as offline), and
 * on a library that does not exist, the 404 and the page's own log of it (spec §8: logged).
 */
function expectedConsoleError(route: string, text: string): boolean {
  if (/ERR_UNSAFE_PORT|127\.0\.0\.1:9\//.test(text)) return true;
  // An address that names nothing answers 404 (for search engines), which the browser reports.
  return (
    ['/libraries/no-such-library', '/no-such-page'].includes(route) &&
    /status of 404|Failed to load library/.test(text)
  );
}

const WIDTHS = [390, 1024, 1280];

/** The next frame after the page has reacted to a resize (the header re-measures what fits). */
const nextFrame = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * Visits each route, checks its layout at each width (the page resized as a reader turning a
 * tablet would) and that it logged no unexpected console error.
 */
async function visitEach(page: Page, routes: string[], language: Language) {
  const errors: string[] = [];
  let route = '';
  page.on('console', (message) => {
    if (message.type() === 'error' && !expectedConsoleError(route, message.text())) {
      errors.push(`${route}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`${route}: ${error.message}`));
  for (route of routes) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await goto(page, route);
    await settle(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await nextFrame(page);
      await expectSoundLayout(page, `${route} at ${width}px in ${language}`);
    }
  }
  expect(errors).toEqual([]);
}

const VISITOR_ROUTES = [
  '/',
  '/libraries',
  '/libraries?view=map',
  '/libraries/fr-bnf',
  '/libraries/no-such-library',
  '/regions',
  '/about',
  '/data',
  '/suggestions',
  '/ask-lib',
  '/login',
  '/no-such-page',
];

const ADMIN_ROUTES = [
  '/profile',
  '/ask-lib',
  '/manage',
  '/manage?tab=users',
  '/users/add',
  '/customize',
];

test.describe('every route is laid out soundly at 390, 1024 and 1280 px', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`visitor routes in ${language}`, async ({ page }) => {
      test.setTimeout(90_000);
      await useLanguage(page, language);
      await visitEach(page, VISITOR_ROUTES, language);
    });

    test(`admin routes in ${language}`, async ({ page }) => {
      test.setTimeout(90_000);
      await useLanguage(page, language);
      const token = await signInByApi(page, E2E_ADMIN);
      const profile = await page.request.get('/api/users/profile', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(profile.status()).toBe(200);
      const { id } = (await profile.json()) as { id: string };
      const routes = [...ADMIN_ROUTES, `/users/${id}`, `/users/${id}/edit`];
      await visitEach(page, routes, language);
    });
  }
});

test.describe('the header', () => {
  for (const language of ['en', 'ar'] as const) {
    for (const signedIn of [false, true]) {
      test(`keeps every text on one line from 320 to 1920px, ${language}, ${signedIn ? 'admin' : 'visitor'}`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        await useLanguage(page, language);
        if (signedIn) await signInByApi(page, E2E_ADMIN);
        await page.setViewportSize({ width: 1280, height: 700 });
        await goto(page, '/about');
        await settle(page);
        if (signedIn) await expect(page.locator('header [aria-haspopup="menu"]')).toBeVisible();
        const found: string[] = [];
        // Every 10 px, and each side of the breakpoints the theme knows (600, 900, 1200).
        const widths = [320, 599, 600, 899, 900, 1199, 1200, 1920];
        for (let width = 330; width < 1920; width += 10) widths.push(width);
        for (const width of widths.sort((a, b) => a - b)) {
          await page.setViewportSize({ width, height: 700 });
          // The bar re-measures what fits when its size changes, before the next frame is drawn.
          await page.evaluate(
            () =>
              new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          for (const problem of await headerProblems(page)) found.push(`${width}px: ${problem}`);
        }
        expect(found).toEqual([]);
      });
    }
  }
});

/** The width of the first card of a list, and of the list it sits in. */
async function firstCardWidth(page: Page, scope = page.locator('main')) {
  const card = scope.getByRole('article').first();
  await expect(card).toBeVisible();
  return (await card.boundingBox())!.width;
}

test.describe('card grids', () => {
  for (const [width, columns] of [
    [390, 1],
    [1024, 2],
    [1280, 3],
  ] as const) {
    test(`the regions page lays its cards out like the libraries page: ${columns} column(s) at ${width}px`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await useLanguage(page, 'en');
      await page.setViewportSize({ width, height: 900 });
      await goto(page, '/libraries');
      await settle(page);
      const onLibraries = await firstCardWidth(page);
      const list = (await page.getByRole('main').getByRole('list').first().boundingBox())!;
      // `columns` cards and their gaps fill the row.
      expect(onLibraries * columns).toBeGreaterThan(list.width * 0.85);
      expect(onLibraries * columns).toBeLessThanOrEqual(list.width);

      await goto(page, '/regions');
      await settle(page);
      const europe = page.getByRole('region', { name: 'Europe' });
      expect(Math.abs((await firstCardWidth(page, europe)) - onLibraries)).toBeLessThanOrEqual(1);
      await expectSoundLayout(page, `/regions at ${width}px`);
    });
  }
});

test.describe('the library page', () => {
  for (const width of [390, 1280]) {
    test(`its map fills its box, attribution included, at ${width}px`, async ({ page }) => {
      await useLanguage(page, 'en');
      await page.setViewportSize({ width, height: 900 });
      await goto(page, '/libraries/fr-bnf');
      await settle(page);
      // The map's code loads as the reader nears it.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const map = page.locator('.leaflet-container');
      await expect(map).toBeVisible();
      const frame = page.getByRole('region', { name: 'Map of national libraries' }).locator('..');
      const box = (await frame.boundingBox())!;
      const drawn = (await map.boundingBox())!;
      // The frame has a 1px border on each side.
      expect(Math.abs(drawn.height - (box.height - 2))).toBeLessThanOrEqual(1);
      const zoom = (await page.getByRole('button', { name: 'Zoom out' }).boundingBox())!;
      expect(zoom.y + zoom.height).toBeLessThanOrEqual(box.y + box.height);
      const attribution = page.locator('.leaflet-control-attribution');
      if ((await attribution.count()) > 0) {
        const credit = (await attribution.boundingBox())!;
        expect(credit.y + credit.height).toBeLessThanOrEqual(box.y + box.height);
      }
    });
  }
});
