import type { Page } from '@playwright/test';
import { expect, goBack, goto, test } from '../appTest';
import { untilStill } from './untilStill';

async function useLanguage(page: Page, language: 'en' | 'ar') {
  await page.addInitScript((lang) => localStorage.setItem('preferredLanguage', lang), language);
}

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe('moving between pages', () => {
  test('a library opened from far down the list opens at its top, and Back returns to the same place', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await goto(page, '/libraries');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    // The last row but one of the page's 24 cards.
    const far = cards.nth(21).getByRole('heading').getByRole('link');
    await far.scrollIntoViewIfNeeded();
    // Cards drawn as they come near the screen may still settle the page (the browser keeps what
    // the reader sees in place): where the reader is, is where the page came to rest.
    await untilStill(far);
    const name = (await far.textContent())!;
    const before = await scrollTop(page);
    const linkTop = (await far.boundingBox())!.y;
    expect(before).toBeGreaterThan(2000);

    await far.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();
    expect(await scrollTop(page)).toBe(0);

    await goBack(page);
    const back = page.getByRole('link', { name, exact: true });
    await expect(back).toBeInViewport();
    // The same card at the same height on the screen (the scroll offset itself may differ: cards
    // the reader jumped over had an estimated height then, and are drawn now).
    expect(Math.abs((await back.boundingBox())!.y - linkTop)).toBeLessThanOrEqual(2);
    expect(Math.abs((await scrollTop(page)) - before)).toBeLessThanOrEqual(400);
  });

  test('a header link opens its page at the top', async ({ page }) => {
    await useLanguage(page, 'ar');
    await goto(page, '/regions');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(1000);
    await page.getByRole('banner').getByRole('link', { name: 'عن الأطلس' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await scrollTop(page)).toBe(0);
  });

  test('home search is kept in the address, so Back from a result shows it again', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await goto(page, '/');
    await page.getByLabel('Search libraries').first().fill('british');
    await expect(page).toHaveURL(/[?&]q=british/);
    const results = page.getByRole('list', { name: 'Search Results' });
    await results.getByRole('link', { name: 'The British Library' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'The British Library' }),
    ).toBeVisible();
    await goBack(page);
    await expect(page.getByLabel('Search libraries').first()).toHaveValue('british');
    await expect(results.getByRole('link', { name: 'The British Library' })).toBeVisible();
  });
});

test.describe('when something fails', () => {
  for (const body of ['<!doctype html><title>proxy</title>', '{"libraries": []}', 'null']) {
    test(`a list answered 200 with ${body.slice(0, 16)}… shows the load error, not an empty directory`, async ({
      page,
    }) => {
      await useLanguage(page, 'en');
      await page.route('**/api/directory/libraries', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body }),
      );
      await page.route(/\/api\/directory\/search\?/, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body }),
      );
      // Opened from another page: a page the server draws comes with its list, and asks none.
      await goto(page, '/about');
      for (const link of ['Libraries', 'Regions']) {
        await page.getByRole('banner').getByRole('link', { name: link, exact: true }).click();
        await expect(
          page
            .getByRole('alert')
            .filter({ hasText: 'Failed to load libraries. Please try again later.' })
            // Regions says it in each region's section.
            .first(),
        ).toBeVisible();
        await expect(page.getByText('No libraries found')).toHaveCount(0);
      }
    });
  }

  test('a library answered with a malformed record shows the not-found message inside the site', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.route('**/api/libraries/fr-bnf', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"id":"fr-bnf"}' }),
    );
    await goto(page, '/libraries/fr-bnf');
    await expect(page.getByText("We couldn't find this library.", { exact: false })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  });

  test('a page whose code cannot load reloads once, then shows our error screen in Arabic', async ({
    page,
  }) => {
    await useLanguage(page, 'ar');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(/\/assets\/RegionsPage-[^/]+\.js$/, (route) => route.abort());
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await goto(page, '/regions');
    const screen = page.getByRole('main');
    await expect(screen.getByRole('heading', { level: 1, name: 'حدث خطأ ما' })).toBeVisible();
    // Exactly one automatic reload: the first load and the reload.
    expect(documents).toBe(2);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'إعادة التحميل' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);

    await page.unroute(/\/assets\/RegionsPage-[^/]+\.js$/);
    await screen.getByRole('button', { name: 'إعادة التحميل' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'استكشف المكتبات الوطنية حسب المنطقة' }),
    ).toBeVisible();

    await page.route(/\/assets\/AboutPage-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('banner').getByRole('link', { name: 'عن الأطلس' }).click();
    await expect(screen.getByRole('heading', { level: 1, name: 'حدث خطأ ما' })).toBeVisible();
    await screen.getByRole('link', { name: 'العودة إلى الرئيسية' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a page whose code failed once after a deploy loads on the automatic reload', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    let failed = false;
    await page.route(/\/assets\/AboutPage-[^/]+\.js$/, (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.abort();
    });
    await goto(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });
});

test.describe('the map with the keyboard', () => {
  test('Enter on a marker moves focus into its popup; Escape closes it and returns to the marker', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await goto(page, '/libraries?view=map&q=british');
    const marker = page.getByRole('button', { name: 'The British Library' });
    await expect(marker).toBeVisible();
    await marker.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByText('United Kingdom')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.leaflet-popup'))))
      .toBe(true);
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.leaflet-popup'))))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(marker).toBeFocused();
  });
});
