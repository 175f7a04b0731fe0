import type { Page } from '@playwright/test';
import { expect, goBack, goForward, goto, test } from '../appTest';

async function useLanguage(page: Page, language: 'en' | 'ar') {
  await page.addInitScript((lang) => localStorage.setItem('preferredLanguage', lang), language);
}

/** A phone's speed: the map's first drawing then takes long enough for Back to land during it. */
async function atPhoneSpeed(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const TEXTS = {
  en: {
    search: 'Search libraries',
    text: 'national',
    region: 'Region',
    europe: 'Europe',
    map: 'Map view',
    grid: 'Grid view',
  },
  ar: {
    search: 'البحث في المكتبات',
    text: 'الوطنية',
    region: 'المنطقة',
    europe: 'أوروبا',
    map: 'عرض على الخريطة',
    grid: 'عرض شبكي',
  },
} as const;

test.describe('the Libraries page follows Back and Forward', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`grid → map, then Back shows the grid again and Forward the map (${language}, 4× CPU)`, async ({
      page,
    }) => {
      test.slow();
      const texts = TEXTS[language];
      await useLanguage(page, language);
      await goto(page, '/libraries');
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.first()).toBeVisible();
      await atPhoneSpeed(page);

      // A click that lands while the page is still drawing its cards can leave the menu shut.
      await page
        .getByRole('combobox', { name: texts.region })
        .selectOption({ label: texts.europe });
      await expect(page).toHaveURL(/region=Europe/);
      await page.getByLabel(texts.search).first().pressSequentially(texts.text);
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === texts.text);
      await expect(cards.first()).toBeVisible();

      const grid = page.getByRole('button', { name: texts.grid });
      const map = page.locator('.leaflet-container');
      // Each round draws a new map, slow at this speed: each is a chance for Back to land first.
      for (let round = 1; round <= 3; round += 1) {
        await page.getByRole('button', { name: texts.map }).click();
        await goBack(page);
        await expect(page).toHaveURL(
          (url) =>
            url.pathname === '/libraries' &&
            url.search === `?${new URLSearchParams({ q: texts.text, region: 'Europe' })}`,
        );
        await expect(grid, `round ${round}`).toHaveAttribute('aria-pressed', 'true');
        await expect(cards.first()).toBeVisible();
        await expect(map).toHaveCount(0);
      }

      await goForward(page);
      await expect(page).toHaveURL(/view=map/);
      await expect(map).toBeVisible();
      await expect(cards).toHaveCount(0);
      await expect(page.getByLabel(texts.search).first()).toHaveValue(texts.text);
    });
  }
});
