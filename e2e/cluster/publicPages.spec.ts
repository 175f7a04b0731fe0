import { expect, goto, test } from '../appTest';
import { BACKEND_HEADER } from './backendHeader';

/** Public pages in each language, with the level-1 heading each shows. */
const PAGES = [
  { path: '/?lang=en', lang: 'en', dir: 'ltr', heading: "Discover the World's National Libraries" },
  { path: '/libraries?lang=ar', lang: 'ar', dir: 'rtl', heading: 'استكشف المكتبات' },
];

test('the public pages load through the proxy from each server, in English and in Arabic', async ({
  page,
}) => {
  for (const backend of ['0', '1']) {
    await page.setExtraHTTPHeaders({ [BACKEND_HEADER]: backend });
    for (const { path, lang, dir, heading } of PAGES) {
      const response = await goto(page, path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()[BACKEND_HEADER]).toBe(backend);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  }
});
