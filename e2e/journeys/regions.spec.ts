import type { LibraryListItem } from '@libatlas/contracts';
import type { Page } from '@playwright/test';
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

    failing = false;
    await oceania.getByRole('button', { name: 'Try Again' }).click();
    await expect(oceania.getByRole('alert')).toHaveCount(0);
    await expect(oceania.getByRole('article').first()).toBeVisible();
  });
});
