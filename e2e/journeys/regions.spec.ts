import type { LibraryListItem } from '@libatlas/contracts';
import type { Locator, Page } from '@playwright/test';
import { expect, goto, test } from '../appTest';
import { expectSoundLayout } from './layoutGuards';

// Issue 32: Regions shows each region's count and first cards from the server's search, and links
// to the rest; the counts are those of the whole directory, as they were when the page held it.

type Language = 'en' | 'ar';

async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lang) => localStorage.setItem('preferredLanguage', lang), language);
}

/** How many libraries each region has (by English name), from the whole list. */
async function regionCounts(page: Page): Promise<Map<string, number>> {
  const response = await page.request.get('/api/directory/libraries');
  expect(response.status()).toBe(200);
  const counts = new Map<string, number>();
  for (const library of (await response.json()) as LibraryListItem[]) {
    counts.set(library.region.en, (counts.get(library.region.en) ?? 0) + 1);
  }
  return counts;
}

/** The region's count as the page says it, in each language (Arabic's plural forms). */
function countText(language: Language, count: number): string {
  if (language === 'en') return `${count} ${count === 1 ? 'library' : 'libraries'}`;
  const form = new Intl.PluralRules('ar').select(count);
  return {
    zero: 'لا توجد مكتبات',
    one: 'مكتبة واحدة',
    two: 'مكتبتان',
    few: `${count} مكتبات`,
    many: `${count} مكتبة`,
    other: `${count} مكتبة`,
  }[form];
}

const ARABIC_REGIONS: Record<string, string> = {
  Africa: 'أفريقيا',
  Asia: 'آسيا',
  Europe: 'أوروبا',
  'Middle East': 'الشرق الأوسط',
  'North Africa': 'شمال أفريقيا',
  'North America': 'أمريكا الشمالية',
  Oceania: 'أوقيانوسيا',
  'South America': 'أمريكا الجنوبية',
};

test.describe('the regions page', () => {
  test("each region shows the directory's count, its first row of cards, and a link to all of them", async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    // Retried as a whole: the admin journeys may add a library between the two reads.
    await expect(async () => {
      await goto(page, '/regions');
      const counts = await regionCounts(page);
      const main = page.getByRole('main');
      await expect(main.locator('h2')).toHaveText(Object.keys(ARABIC_REGIONS));
      for (const [region, count] of counts) {
        const section = main.getByRole('region', { name: region, exact: true });
        await expect(section.getByText(countText('en', count), { exact: true })).toBeVisible();
        await expect(section.getByRole('article')).toHaveCount(Math.min(count, 3));
        const all = section.getByRole('link', { name: `Show all ${count} libraries` });
        await expect(all).toHaveCount(count > 3 ? 1 : 0);
      }
    }).toPass({ timeout: 30_000 });

    // Show all opens the Libraries page on that region, in the app (no new document).
    const europe = (await regionCounts(page)).get('Europe')!;
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page
      .getByRole('region', { name: 'Europe', exact: true })
      .getByRole('link', { name: `Show all ${europe} libraries` })
      .click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/libraries' && url.searchParams.get('region') === 'Europe',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Libraries' })).toBeVisible();
    await expect(page.getByText(`${europe} libraries`, { exact: true })).toBeVisible();
    expect(documents).toBe(0);
  });

  test('in Arabic on a phone: every region with its count, and its link to all, laid out soundly', async ({
    page,
  }) => {
    await useLanguage(page, 'ar');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(async () => {
      await goto(page, '/regions');
      const counts = await regionCounts(page);
      const main = page.getByRole('main');
      await expect(main.locator('h2')).toHaveCount(8);
      for (const [region, count] of counts) {
        const section = main.getByRole('region', { name: ARABIC_REGIONS[region], exact: true });
        await expect(section.getByText(countText('ar', count), { exact: true })).toBeVisible();
        await expect(section.getByRole('article')).toHaveCount(Math.min(count, 3));
        if (count > 3) {
          await expect(
            section.getByRole('link', { name: `عرض المكتبات الـ${count} كلها` }),
          ).toHaveAttribute('href', `/libraries?${new URLSearchParams({ region })}`);
        }
      }
    }).toPass({ timeout: 30_000 });
    await expectSoundLayout(page, '/regions at 390px in Arabic');

    const asia = page.getByRole('region', { name: 'آسيا', exact: true });
    await asia.getByRole('link', { name: /^عرض المكتبات/ }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/libraries' && url.searchParams.get('region') === 'Asia',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'استكشف المكتبات' })).toBeVisible();
  });

  test("one region's failed search says so in its section, with Try Again; the others still show", async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    let failing = true;
    await page.route(/\/api\/directory\/search\?.*region=Oceania/, (route) =>
      failing ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    );
    // Opened from another page, so that the browser asks for each region itself.
    await goto(page, '/about');
    await page.getByRole('banner').getByRole('link', { name: 'Regions', exact: true }).click();
    const oceania = page.getByRole('region', { name: 'Oceania', exact: true });
    await expect(
      oceania.getByRole('alert').filter({ hasText: 'Failed to load libraries.' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(1);
    await expect(
      page.getByRole('region', { name: 'Europe', exact: true }).getByRole('article'),
    ).toHaveCount(3);

    // Opened by a link, the reader is at work: the map is drawn at once, with no further move.
    await expect(page.locator('main .leaflet-container')).toBeVisible();

    failing = false;
    await oceania.getByRole('button', { name: 'Try Again' }).click();
    await expect(oceania.getByRole('alert')).toHaveCount(0);
    await expect(oceania.getByRole('article').first()).toBeVisible();
  });

  // Issue 32: opened at its address, the page is ready without the map's code (Leaflet and its
  // world shapes: seconds of a phone's main thread); the map comes at the reader's first move, or
  // by the button in its place, and its markers work as before.
  test("a mouse reader's first move draws the map; its markers open their popups", async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    const mapAsked = watchMapRequests(page);
    // In the server's language (from the address), so that the browser hydrates the server's page.
    await goto(page, '/regions?lang=en');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Show the map' })).toBeVisible();
    await expect(main.getByRole('article').first()).toBeVisible();
    expect(mapAsked()).toEqual([]);

    await page.mouse.move(640, 300);
    const map = main.getByRole('region', { name: 'Map of national libraries' });
    await expect(map).toBeVisible();
    await expect(main.getByRole('button', { name: 'Show the map' })).toHaveCount(0);
    const name = await openALibraryPopup(map);
    await expect(map.locator('.leaflet-popup')).toContainText(name);
  });

  test('a keyboard reader: the button draws the map and puts the focus in it; Enter on a marker opens its popup', async ({
    page,
  }) => {
    await useLanguage(page, 'ar');
    const mapAsked = watchMapRequests(page);
    await goto(page, '/regions');
    const main = page.getByRole('main');
    const show = main.getByRole('button', { name: 'اعرض الخريطة' });
    // Where a screen reader's cursor puts it, with no key pressed yet.
    await show.focus();
    expect(mapAsked()).toEqual([]);
    await page.keyboard.press('Enter');
    const map = main.getByRole('region', { name: 'خريطة المكتبات الوطنية' });
    await expect(map.locator('.leaflet-container')).toBeFocused();
    await untilMapSettled(map);

    // Tab through the map's markers to a library's (groups say "… here: zoom in").
    let name = '';
    for (let step = 0; step < 40 && !name; step += 1) {
      await page.keyboard.press('Tab');
      name = await page.evaluate(() => {
        const focused = document.activeElement;
        const title = focused?.classList.contains('leaflet-marker-icon')
          ? (focused.getAttribute('title') ?? '')
          : '';
        return title.includes('كبّر الخريطة') ? '' : title;
      });
    }
    expect(name).not.toBe('');
    await page.keyboard.press('Enter');
    await expect(map.locator('.leaflet-popup')).toContainText(name.replace(/ \(.*\)$/, ''));
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.leaflet-popup'))))
      .toBe(true);
  });
});

/** The map's code, styles and questions the page has asked for so far. */
function watchMapRequests(page: Page): () => string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/(MapView|DirectoryMap|naturalEarthShapes)-/.test(pathname))
      asked.push(pathname);
    if (pathname === '/api/directory/map') asked.push(pathname);
  });
  return () => [...asked];
}

/** Until the map has fitted itself and drawn its markers: the same markers at the same places. */
async function untilMapSettled(map: Locator) {
  let before = '';
  await expect(async () => {
    await expect(map.locator('[aria-busy="true"]')).toHaveCount(0);
    const now = await map
      .locator('.leaflet-marker-icon')
      .evaluateAll((icons) =>
        icons.map((icon) => `${icon.getAttribute('title')} ${icon.style.transform}`).join('|'),
      );
    const same = now !== '' && now === before;
    before = now;
    expect(same).toBe(true);
  }).toPass({ intervals: [700], timeout: 30_000 });
}

/**
 * Clicks a library's marker on the settled map, zooming into a group first when none is drawn
 * alone; returns the library's name.
 */
async function openALibraryPopup(map: Locator): Promise<string> {
  const libraries = map.locator('.leaflet-marker-icon:not([title$="zoom in"])');
  const groups = map.locator('.leaflet-marker-icon[title$="zoom in"]');
  await untilMapSettled(map);
  if ((await libraries.count()) === 0) {
    await groups.first().click();
    await untilMapSettled(map);
  }
  const title = (await libraries.first().getAttribute('title')) ?? '';
  await map.locator(`.leaflet-marker-icon[title="${title}"]`).click();
  return title.replace(/ \(city-level location\)$/, '');
}
