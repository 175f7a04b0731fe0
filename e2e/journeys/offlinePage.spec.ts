import type { Page } from '@playwright/test';
import { expect, goto, test } from '../appTest';

async function useLanguage(page: Page, language: 'en' | 'ar') {
  await page.addInitScript((lang) => localStorage.setItem('preferredLanguage', lang), language);
}

const TEXTS = {
  en: {
    about: 'About',
    aboutTitle: 'About the Atlas',
    unreachable: "Can't reach the atlas",
    retry: 'Try Again',
  },
  ar: {
    about: 'عن الأطلس',
    aboutTitle: 'عن الأطلس',
    unreachable: 'تعذّر الوصول إلى الأطلس',
    retry: 'إعادة المحاولة',
  },
} as const;

test.describe('a page opened while the server cannot be reached', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`keeps the app, says so with Retry, and opens once the network is back (${language})`, async ({
      page,
      context,
    }) => {
      const texts = TEXTS[language];
      await useLanguage(page, language);
      let documents = 0;
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents += 1;
      });
      await goto(page, '/');
      const banner = page.getByRole('banner');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

      await context.setOffline(true);
      // About's code is not loaded yet: it is fetched on the way.
      await banner.getByRole('link', { name: texts.about, exact: true }).click();
      const unreachable = main.getByRole('heading', { level: 1, name: texts.unreachable });
      await expect(unreachable).toBeVisible();
      await expect(banner).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Still the app's page: no reload was tried (it would have shown the browser's own error).
      expect(documents).toBe(1);

      // Retry while still offline: the message stays.
      await main.getByRole('button', { name: texts.retry }).click();
      await expect(unreachable).toBeVisible();
      await expect(main.getByRole('button', { name: texts.retry })).toBeEnabled();

      await context.setOffline(false);
      await main.getByRole('button', { name: texts.retry }).click();
      await expect(main.getByRole('heading', { level: 1, name: texts.aboutTitle })).toBeVisible();
      await expect(unreachable).toHaveCount(0);
      await expect(page).toHaveURL(/\/about$/);
    });
  }
});
