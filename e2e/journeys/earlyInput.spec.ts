import type { Locator, Page } from '@playwright/test';
import { expect, goto, test } from '../appTest';

// Issue 30: what a reader does between the first paint of a page the server drew and the moment
// the app has taken it over is not lost. On a phone's CPU (4× slower) and a slow 4G network, the
// reader acts as soon as the page shows: a tap on Login, words typed into the search box, a tap on
// the map view. Each is replayed once the app has loaded (packages/app/src/boot).

type Language = 'en' | 'ar';
const TEXTS = {
  en: {
    login: 'Login',
    dialog: 'Sign in to your account',
    search: 'Search libraries',
    map: 'Map view',
    count: /librar/,
  },
  ar: {
    login: 'تسجيل الدخول',
    dialog: 'سجّل الدخول إلى حسابك',
    search: 'البحث في المكتبات',
    map: 'عرض على الخريطة',
    count: /مكتب/,
  },
} as const;

/** Lighthouse's phone profile: 4× CPU slowdown, slow 4G (150 ms, 1.6 Mb/s down, 750 kb/s up). */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

const isReady = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-ready'));

/**
 * Opens `path` throttled and returns at its first contentful paint, before the app is there: its
 * code (the entry chunk) is held until the reader has acted, so that the action surely falls in
 * the window however fast this machine is. The navigation goes through the browser itself: the
 * suite's `goto` would wait for the app. Returns what lets the app in and waits for it.
 */
async function openAtFirstPaint(page: Page, path: string): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const cdp = await throttle(page);
  const url = new URL(path, test.info().project.use.baseURL).href;
  await cdp.send('Page.navigate', { url });
  await page.waitForURL(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    undefined,
    { polling: 10 },
  );
  expect(await isReady(page), 'the app must not be there yet at the first paint').toBe(false);
  return async () => {
    expect(await isReady(page), 'the action must come before the app').toBe(false);
    release();
    await page.waitForFunction(
      () => document.documentElement.hasAttribute('data-ready'),
      undefined,
      {
        timeout: 30_000,
      },
    );
  };
}

/**
 * A tap where `target` is on the screen now, as a finger does it: without Playwright's wait for
 * the element to be still and hit.
 */
async function tapNow(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap: not on the screen');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

for (const language of ['en', 'ar'] as Language[]) {
  const texts = TEXTS[language];

  test.describe(`early input (${language})`, () => {
    test.describe.configure({ timeout: 60_000 });
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('Login tapped at the first paint opens the sign-in dialog once the app has loaded', async ({
      page,
    }) => {
      const appArrives = await openAtFirstPaint(page, `/libraries?lang=${language}`);
      await tapNow(page, page.getByRole('button', { name: texts.login, exact: true }));
      await appArrives();
      const dialog = page.getByRole('dialog', { name: texts.dialog });
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      // It opened where the reader was, not on a page of its own.
      expect(new URL(page.url()).pathname).toBe('/libraries');
    });

    test('words typed at the first paint stay in the box and filter the list once the app has loaded', async ({
      page,
      browser,
    }) => {
      // What the server answers for that search (a page of its own, not throttled).
      const reference = await browser.newPage();
      await goto(reference, `/libraries?lang=${language}&q=Fran`);
      const expected = await reference
        .getByRole('status')
        .filter({ hasText: texts.count })
        .first()
        .textContent();
      await reference.close();

      const appArrives = await openAtFirstPaint(page, `/libraries?lang=${language}`);
      const box = page.getByLabel(texts.search, { exact: true });
      // Tapped, then the words put in at once, as a keyboard's suggestion or a paste does.
      await tapNow(page, box);
      await page.keyboard.insertText('Fran');
      await appArrives();
      await expect(page).toHaveURL(/[?&]q=Fran(&|$)/, { timeout: 20_000 });
      await expect(box).toHaveValue('Fran');
      await expect(page.getByRole('status').filter({ hasText: texts.count }).first()).toHaveText(
        expected ?? '',
      );
      // The app holds the words: typing on adds to them.
      await box.press('End');
      await box.pressSequentially('c');
      await expect(box).toHaveValue('Franc');
      await expect(page).toHaveURL(/[?&]q=Franc(&|$)/);
    });

    test('the map view tapped at the first paint shows the map once the app has loaded', async ({
      page,
    }) => {
      const appArrives = await openAtFirstPaint(page, `/libraries?lang=${language}`);
      await tapNow(page, page.getByRole('button', { name: texts.map }));
      await appArrives();
      await expect(page).toHaveURL(/[?&]view=map/, { timeout: 20_000 });
      await expect(page.getByRole('button', { name: texts.map })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.locator('.leaflet-container')).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: 20_000 });
    });
  });
}
