import type { Page } from '@playwright/test';
import { expect, goto, test } from '../appTest';

// Issue 32: Home's search shows the first page of the server's search, its count, a link to all
// results on the Libraries page, near matches after them, and "Did you mean" when nothing matches.

async function useLanguage(page: Page, language: 'en' | 'ar') {
  await page.addInitScript((lang) => localStorage.setItem('preferredLanguage', lang), language);
}

interface SearchAnswer {
  total: number;
  items: { lib_name: { en: string; ar: string } }[];
  related: unknown[];
  didYouMean?: string;
}

async function search(page: Page, query: string): Promise<SearchAnswer> {
  const response = await page.request.get(`/api/directory/search?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SearchAnswer;
}

test.describe("Home's search", () => {
  test('shows the first page of results with the count of all, and a link to every result', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await goto(page, '/');
    const results = page.getByRole('region', { name: 'Search Results' });
    await expect(async () => {
      await page.getByLabel('Search libraries').first().fill('national');
      const { total } = await search(page, 'q=national&lang=en');
      expect(total).toBeGreaterThan(24);
      await expect(results.getByRole('status')).toHaveText(`${total} libraries found`, {
        timeout: 5_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(results.getByRole('article')).toHaveCount(24);
    const all = results.getByRole('link', { name: /^See all \d+ results$/ });
    const total = Number((await all.textContent())!.match(/\d+/)![0]);
    await expect(results.getByRole('status')).toHaveText(`${total} libraries found`);
    await all.click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/libraries' && url.searchParams.get('q') === 'national',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Libraries' })).toBeVisible();
    await expect(page.getByText(`${total} libraries`, { exact: true })).toBeVisible();
  });

  test('a search with few results lists them all, then near matches, without a link to more', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    const expected = await search(page, 'q=british&lang=en');
    await goto(page, '/?q=british');
    const results = page.getByRole('region', { name: 'Search Results' });
    await expect(results.getByRole('status')).toHaveText(
      `${expected.total} ${expected.total === 1 ? 'library' : 'libraries'} found`,
    );
    await expect(results.getByRole('article')).toHaveCount(expected.total);
    await expect(results.getByRole('link', { name: 'The British Library' })).toBeVisible();
    await expect(results.getByRole('link', { name: /^See / })).toHaveCount(0);
    const related = page.getByRole('region', { name: 'Related libraries' });
    await expect(related.getByRole('article')).toHaveCount(expected.related.length);
  });

  test('nothing found offers the closest name, and following it finds it', async ({ page }) => {
    await useLanguage(page, 'en');
    const { total, didYouMean } = await search(page, 'q=Frnce&lang=en');
    expect(total).toBe(0);
    expect(didYouMean).toBe('France');
    await goto(page, '/');
    await page.getByLabel('Search libraries').first().fill('Frnce');
    const results = page.getByRole('region', { name: 'Search Results' });
    await expect(results.getByRole('status')).toHaveText('0 libraries found');
    await results.getByRole('link', { name: 'Did you mean France?' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'France');
    await expect(page.getByLabel('Search libraries').first()).toHaveValue('France');
    await expect(
      results.getByRole('link', { name: 'National Library of France', exact: true }),
    ).toBeVisible();
  });

  test('in Arabic: the count in Arabic and the results in Arabic order', async ({ page }) => {
    await useLanguage(page, 'ar');
    const expected = await search(page, `q=${encodeURIComponent('الوطنية')}&lang=ar`);
    await goto(page, '/');
    await page.getByLabel('البحث في المكتبات').first().fill('الوطنية');
    const results = page.getByRole('region', { name: 'نتائج البحث' });
    // More than ten: the form of 'many' (11 to 99) or 'other' (100 to 102).
    expect(['many', 'other']).toContain(new Intl.PluralRules('ar').select(expected.total));
    await expect(results.getByRole('status')).toHaveText(`عُثر على ${expected.total} مكتبة`);
    const names = results.getByRole('article').getByRole('heading');
    await expect(names).toHaveText(expected.items.map((item) => item.lib_name.ar));
  });
});

test.describe("Home's search drawn by the server", () => {
  test.use({ javaScriptEnabled: false });

  test('/?q= carries the first results, their count and the link to all of them', async ({
    page,
  }) => {
    const { total, items } = await search(page, 'q=national&lang=en');
    await goto(page, '/?q=national&lang=en');
    const results = page.getByRole('region', { name: 'Search Results' });
    await expect(results.getByRole('status')).toHaveText(`${total} libraries found`);
    await expect(results.getByRole('article')).toHaveCount(items.length);
    await expect(results.getByRole('link', { name: `See all ${total} results` })).toHaveAttribute(
      'href',
      '/libraries?q=national',
    );
  });
});
