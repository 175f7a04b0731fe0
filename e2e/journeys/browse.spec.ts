import type { Library } from '@libatlas/contracts';
import type { Page } from '@playwright/test';
import { expect, goto, reload, test } from '../appTest';

async function libraries(page: Page): Promise<Library[]> {
  const response = await page.request.get('/api/libraries');
  expect(response.status()).toBe(200);
  return (await response.json()) as Library[];
}

async function useLanguage(page: Page, language: 'en' | 'ar') {
  await page.addInitScript((lang) => localStorage.setItem('preferredLanguage', lang), language);
}

test.describe('browsing the directory', () => {
  test('the home counters match the API', async ({ page }) => {
    await useLanguage(page, 'en');
    // The counters the page itself received: the admin journeys add libraries in parallel, so a
    // second request could count one more. (Stored in the browser alone, the language is not the
    // server's: the browser draws the page, and asks for them.)
    const loaded = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/directory' &&
        response.request().method() === 'GET',
    );
    await goto(page, '/');
    const response = await loaded;
    expect(response.status()).toBe(200);
    const summary = (await response.json()) as {
      libraries: number;
      countries: number;
      regions: number;
    };
    expect(summary.libraries).toBeGreaterThan(180);
    const hero = page
      .getByRole('region', { name: /Discover the World/ })
      .or(page.locator('section').first());
    for (const count of [summary.libraries, summary.countries, summary.regions]) {
      await expect(hero.getByText(String(count), { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Featured Libraries' })).toBeVisible();
    await expect(page.locator('h3')).toHaveCount(3);
  });

  test('home search finds the British Library in English and in Arabic', async ({ page }) => {
    await useLanguage(page, 'en');
    await goto(page, '/');
    await page
      .getByRole('searchbox', { name: 'Search libraries' })
      .or(page.getByLabel('Search libraries'))
      .first()
      .fill('british');
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    // Scoped to the results: the featured libraries, picked at random, may hold it too.
    await expect(
      page.getByRole('list', { name: 'Search Results' }).getByRole('link', {
        name: 'The British Library',
      }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'العربية' }).click();
    const search = page.getByLabel('البحث في المكتبات').first();
    await search.fill('البريطانية');
    await expect(
      page.getByRole('list', { name: 'نتائج البحث' }).getByRole('link', {
        name: 'المكتبة البريطانية',
      }),
    ).toBeVisible();
  });

  test('region filter and search combine, and grid → map → grid keeps them', async ({ page }) => {
    await useLanguage(page, 'en');
    const all = await libraries(page);
    const expected = all.filter(
      (l) =>
        l.region.en === 'Europe' &&
        /national/i.test(`${l.lib_name.en} ${l.country.en} ${l.region.en}`),
    );
    await goto(page, '/libraries');
    await page.getByLabel('Search libraries').first().fill('national');
    await page.getByRole('combobox', { name: 'Region' }).selectOption({ label: 'Europe' });
    await expect(page.getByText(`${expected.length} libraries`)).toBeVisible();
    await expect(page.locator('main article h2')).toHaveCount(Math.min(expected.length, 24));
    await expect(page).toHaveURL(/q=national/);
    await expect(page).toHaveURL(/region=Europe/);

    await page.getByRole('button', { name: 'Map view' }).click();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await page.getByRole('button', { name: 'Grid view' }).click();
    await expect(page.getByLabel('Search libraries').first()).toHaveValue('national');
    await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('Europe');
    await expect(page.locator('main article h2')).toHaveCount(Math.min(expected.length, 24));

    await reload(page);
    await expect(page.locator('main article h2')).toHaveCount(Math.min(expected.length, 24));

    // A page at a time (24 cards), in the directory's order: every one of them, once.
    const names = page.locator('main article h2');
    const seen = await names.allTextContents();
    for (let shown = 2; shown <= Math.ceil(expected.length / 24); shown += 1) {
      const before = (await names.first().textContent()) ?? '';
      await page.getByRole('main').getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(new RegExp(`page=${shown}`));
      await expect(names.first()).not.toHaveText(before);
      seen.push(...(await names.allTextContents()));
    }
    expect(seen.toSorted()).toEqual(expected.map((l) => l.lib_name.en).toSorted());
  });

  test('the regions page lists regions alphabetically with their counts', async ({ page }) => {
    await useLanguage(page, 'en');
    const all = await libraries(page);
    await goto(page, '/regions');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Explore national libraries by region' }),
    ).toBeVisible();
    const expected = [
      'Africa',
      'Asia',
      'Europe',
      'Middle East',
      'North Africa',
      'North America',
      'Oceania',
      'South America',
    ];
    // Retried until the list has loaded: the sections appear only after the libraries arrive.
    await expect(page.locator('main h2')).toHaveText(expected);
    const europe = all.filter((l) => l.region.en === 'Europe').length;
    await expect(page.getByText(`${europe} libraries`, { exact: true })).toBeVisible();
  });

  test('the libraries are listed by country in the active language', async ({ page }) => {
    await useLanguage(page, 'en');
    await goto(page, '/libraries');
    const names = page.getByRole('main').getByRole('article').getByRole('heading');
    // Afghanistan, Albania, Algeria … in English; آيسلندا، إثيوبيا، أذربيجان … in Arabic.
    await expect(names.nth(0)).toHaveText('National Library of Afghanistan');
    await expect(names.nth(1)).toHaveText('National Library of Albania');
    await expect(names.nth(2)).toHaveText('National Library of Algeria');

    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(names.nth(0)).toHaveText('المكتبة الوطنية والجامعية الآيسلندية');
    await expect(names.nth(1)).toHaveText('الأرشيف الوطني والمكتبة الوطنية في إثيوبيا');
  });

  test('a library detail page in both languages, and the not-found text for an unknown id', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await goto(page, '/libraries/gb-british-library');
    await expect(
      page.getByRole('heading', { level: 1, name: 'The British Library' }),
    ).toBeVisible();
    await expect(page.getByText('United Kingdom').first()).toBeVisible();
    const website = page.getByRole('link', { name: /Visit Website/ }).first();
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');

    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'المكتبة البريطانية' })).toBeVisible();
    await expect(page.getByText('المملكة المتحدة').first()).toBeVisible();

    // The init script chooses English again on every page load.
    await goto(page, '/libraries/no-such-library');
    await expect(page.getByText("We couldn't find this library.", { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.getByText('تعذّر العثور على هذه المكتبة', { exact: false })).toBeVisible();
  });

  test('with the tile server unreachable the map still shows markers and popups', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await goto(page, '/libraries?view=map&q=british');
    const marker = page.locator('.leaflet-marker-icon').first();
    await expect(marker).toBeVisible();
    await marker.click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByText('The British Library')).toBeVisible();
    await expect(popup.getByText('United Kingdom')).toBeVisible();
    await expect(popup.getByRole('link', { name: /Visit Website/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});
