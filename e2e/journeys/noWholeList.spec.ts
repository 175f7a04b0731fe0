import type { Page } from '@playwright/test';
import { expect, goto, test } from '../appTest';

// Issue 32: the pages a visitor browses ask the server for one page of a search or for the map's
// clusters in view; none of them loads the whole directory, whether the server drew the page or
// the app drew it after a click (a list of 20,000 libraries is a megabyte before the first card).

const WHOLE_LIST = /\/api\/(?:directory\/)?libraries(?:\?|$)/;

/** Every request for the whole directory the page makes from now on. */
function wholeListRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (WHOLE_LIST.test(pathname + search)) asked.push(request.url());
  });
  return asked;
}

for (const path of [
  '/?lang=en',
  '/?q=national&lang=en',
  '/libraries?lang=en',
  '/libraries?page=2&lang=ar',
  '/libraries?view=map&lang=en',
  '/regions?lang=ar',
  '/embed/map?region=Europe&lang=en',
]) {
  test(`${path} does not load the whole directory`, async ({ page }) => {
    const asked = wholeListRequests(page);
    await goto(page, path);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });
}

test('browsing from Home to Libraries, a second page and Regions in the app loads no whole list', async ({
  page,
}) => {
  const asked = wholeListRequests(page);
  await goto(page, '/?lang=en');
  await page.getByRole('banner').getByRole('link', { name: 'Libraries', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /\d+ libraries/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Pages of the list' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('banner').getByRole('link', { name: 'Regions', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Europe' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});
