import type { LibraryListItem } from '@libatlas/contracts';
import { openStatus } from '@libatlas/contracts/openingHours';
import type { Page } from '@playwright/test';
import { expect, goto, reload, test } from '../appTest';
import { textOf } from './servedHtml';
import { useEnglish } from './session';

// A Wednesday, 10:30 UTC: libraries in Europe and Africa are in their day, those in the Americas
// in their night, those in Asia and Oceania in their evening; the list narrows to some of them.
const MOMENT = new Date('2026-11-25T10:30:00Z');

/** The libraries the `opening_hours` package says are open at MOMENT, by their names in `language`. */
async function openAtMoment(page: Page, language: 'en' | 'ar' = 'en') {
  const response = await page.request.get('/api/directory/libraries');
  expect(response.status()).toBe(200);
  const libraries = (await response.json()) as LibraryListItem[];
  const withHours = libraries.filter((library) => library.openingHours && library.timeZone);
  const open = withHours.filter(
    (library) =>
      openStatus(
        library.openingHours!,
        {
          timeZone: library.timeZone!,
          countryCode: library.countryCode ?? '',
          location: library.location,
        },
        MOMENT,
      )?.open === true,
  );
  // The moment must tell the filter apart from both "all" and "none".
  expect(open.length).toBeGreaterThan(0);
  expect(open.length).toBeLessThan(withHours.length);
  return open
    .map(({ lib_name: name }) => (language === 'en' ? name.en || name.ar : name.ar || name.en))
    .sort();
}

/** The cards one page of the list shows. */
const PAGE_SIZE = 24;

/**
 * The names of the cards on every page of the list (a page at a time, through its Next link),
 * once each page has drawn as many as the count leaves for it; back on the first page after.
 */
async function shownNames(page: Page, count: number) {
  const main = page.getByRole('main');
  const names = main.getByRole('article').getByRole('heading', { level: 2 });
  const pages = Math.ceil(count / PAGE_SIZE);
  const seen: string[] = [];
  for (let shown = 1; shown <= pages; shown += 1) {
    if (shown > 1) {
      const before = (await names.first().textContent()) ?? '';
      await main.getByRole('link', { name: /^(Next|التالي)$/ }).click();
      await expect(names.first()).not.toHaveText(before);
    }
    await expect(names).toHaveCount(Math.min(PAGE_SIZE, count - (shown - 1) * PAGE_SIZE));
    seen.push(...(await names.allTextContents()));
  }
  if (pages > 1) await main.getByRole('link', { name: /^(Page 1|الصفحة 1)$/ }).click();
  await expect(names).toHaveCount(Math.min(PAGE_SIZE, count));
  return seen.sort();
}

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
  await page.clock.setFixedTime(MOMENT);
});

test('Open now narrows the list to the libraries open at that moment, and survives a reload', async ({
  page,
}) => {
  const expected = await openAtMoment(page);
  const count = page.getByRole('status').filter({ hasText: /^\d+ librar(y|ies)$/ });
  const openNow = page.getByRole('button', { name: 'Open now' });

  await goto(page, '/libraries');
  await expect(openNow).toHaveAttribute('aria-pressed', 'false');
  const all = await count.textContent();

  await openNow.click();
  await expect(page).toHaveURL(/[?&]open=now\b/);
  await expect(openNow).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText(
    `${expected.length} ${expected.length === 1 ? 'library' : 'libraries'}`,
  );
  expect(await count.textContent()).not.toBe(all);
  expect(await shownNames(page, expected.length)).toEqual(expected);
  // Every card left says so, in its library's own time.
  await expect(page.getByRole('article').getByText('Open now', { exact: true })).toHaveCount(
    Math.min(PAGE_SIZE, expected.length),
  );
  await expect(page.getByRole('article').getByText('Closed', { exact: true })).toHaveCount(0);

  await reload(page);
  await expect(page).toHaveURL(/[?&]open=now\b/);
  await expect(openNow).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText(
    `${expected.length} ${expected.length === 1 ? 'library' : 'libraries'}`,
  );
  expect(await shownNames(page, expected.length)).toEqual(expected);

  // Off again: the whole directory, and the address without the option.
  await openNow.click();
  await expect(page).not.toHaveURL(/open=now/);
  await expect(count).toHaveText(all!);
});

test('in Arabic, right to left, the address with Open now opens on the same libraries', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'ar'));
  const expected = await openAtMoment(page, 'ar');

  await goto(page, '/libraries?open=now');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'مفتوحة الآن' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await shownNames(page, expected.length)).toEqual(expected);
  await expect(page.getByRole('article').getByText('مفتوحة الآن', { exact: true })).toHaveCount(
    Math.min(PAGE_SIZE, expected.length),
  );
});

test('the server, which cannot know the reader’s clock, draws the filtered list as loading', async ({
  page,
}) => {
  const response = await page.request.get('/libraries?open=now');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const body = textOf(/<body\b[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html);
  expect(body).toMatch(/Loading libraries…|جارٍ تحميل المكتبات…/);
  expect(html).not.toContain('<article');
});
