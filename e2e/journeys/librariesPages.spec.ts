import type { DirectorySearch } from '@libatlas/contracts';
import type { Page } from '@playwright/test';
import { expect, goBack, goto, test } from '../appTest';

// Issue 32: the Libraries page shows a page of cards at a time from the server's search, with
// real links to the other pages (kept in the address), working with and without JavaScript.

const PAGE_SIZE = 24;

async function useLanguage(page: Page, language: 'en' | 'ar') {
  await page.addInitScript((lang) => localStorage.setItem('preferredLanguage', lang), language);
}

/** The search service's answer for a page of the list, as the page asks it. */
async function searchAnswer(page: Page, query: string): Promise<DirectorySearch> {
  const response = await page.request.get(`/api/directory/search?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as DirectorySearch;
}

const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the next-page link is a real link: each page is drawn by the server, the count stays the whole list’s', async ({
    page,
  }) => {
    const first = await searchAnswer(page, 'lang=en');
    const second = await searchAnswer(page, 'lang=en&page=2');
    const last = Math.ceil(first.total / PAGE_SIZE);
    const main = page.getByRole('main');
    const pages = main.getByRole('navigation', { name: 'Pages of the list' });

    await goto(page, '/libraries?lang=en');
    await expect(main.getByRole('article')).toHaveCount(PAGE_SIZE);
    expect(await cardNames(page)).toEqual(first.items.map((library) => library.lib_name.en));
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/libraries' && url.search === '?page=2',
    );
    expect(await cardNames(page)).toEqual(second.items.map((library) => library.lib_name.en));
    await expect(main.getByText(`${first.total} libraries`, { exact: true })).toBeVisible();
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await pages.getByRole('link', { name: `Page ${last}` }).click();
    await expect(page).toHaveURL(`/libraries?page=${last}`);
    await expect(main.getByRole('article')).toHaveCount(first.total - (last - 1) * PAGE_SIZE);
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

    // A page past the end says so, with a way back to the first.
    await goto(page, `/libraries?lang=en&page=${last + 5}`);
    await expect(main.getByText(`There is no page ${last + 5} in this list.`)).toBeVisible();
    await main.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(page).toHaveURL('/libraries');
    await expect(main.getByRole('article')).toHaveCount(PAGE_SIZE);
  });

  test('a search’s pages keep the search and the region in their links (Arabic)', async ({
    page,
  }) => {
    const answer = await searchAnswer(page, 'q=%D8%A7%D9%84%D9%88%D8%B7%D9%86%D9%8A%D8%A9&lang=ar');
    test.skip(answer.total <= PAGE_SIZE, 'the search fits on one page');
    await goto(page, '/libraries?lang=ar&q=الوطنية');
    const next = page.getByRole('main').getByRole('link', { name: 'التالي' });
    await expect(next).toHaveAttribute(
      'href',
      `/libraries?${new URLSearchParams({ q: 'الوطنية', page: '2' })}`,
    );
    await next.click();
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('الوطنية');
    await expect(
      page.getByRole('main').getByText(`${answer.total} مكتبة`, { exact: true }),
    ).toBeVisible();
  });
});

test('with the app, a page link shows that page in place and the list is read from its top', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  const second = await searchAnswer(page, 'lang=en&page=2');
  await goto(page, '/libraries');
  const main = page.getByRole('main');
  await expect(main.getByRole('article')).toHaveCount(PAGE_SIZE);
  const documents: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documents.push(frame.url());
  });
  await main.getByRole('navigation').getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL('/libraries?page=2');
  await expect(main.getByRole('article').first().getByRole('heading')).toHaveText(
    second.items[0]!.lib_name.en,
  );
  expect(await cardNames(page)).toEqual(second.items.map((library) => library.lib_name.en));
  // The count, at the list's top, has the focus: the next Tab reads the new page.
  await expect(main.getByRole('status').filter({ hasText: 'libraries' }).first()).toBeFocused();
  // Back shows the first page again.
  await goBack(page);
  await expect(page).toHaveURL('/libraries');
  await expect(main.getByRole('article').first()).toContainText('National Library of Afghanistan');
});

test('typing a search goes back to the first page and replaces the history entry; a region adds one', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await goto(page, '/libraries');
  const main = page.getByRole('main');
  await main.getByRole('navigation').getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL('/libraries?page=3');

  await main.getByLabel('Search libraries').pressSequentially('national');
  await expect(page).toHaveURL('/libraries?q=national');
  const answer = await searchAnswer(page, 'q=national&lang=en');
  await expect(main.getByText(`${answer.total} libraries`, { exact: true })).toBeVisible();
  expect((await cardNames(page)).slice(0, answer.items.length)).toEqual(
    answer.items.map((library) => library.lib_name.en),
  );

  await main.getByRole('navigation').getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL('/libraries?q=national&page=2');
  await main.getByRole('combobox', { name: 'Region' }).selectOption({ label: 'Europe' });
  await expect(page).toHaveURL('/libraries?q=national&region=Europe');

  // Back: the region undone (its own entry), then the search's second page, then the first page
  // of the whole list (the typed search replaced the third page's entry).
  await goBack(page);
  await expect(page).toHaveURL('/libraries?q=national&page=2');
  await goBack(page);
  await expect(page).toHaveURL('/libraries?q=national');
  await goBack(page);
  await expect(page).toHaveURL('/libraries');
});

test('a text found in more libraries than the server counts says "More than", and promises only pages that exist', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  // The search service's answer past 20,000 matches (at a million libraries), made of the seed's.
  await page.route(/\/api\/directory\/search\?.*q=national/, async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as DirectorySearch;
    const more = { ...answer, total: 20_000, moreThanTotal: true, related: [] };
    delete more.relatedTotal;
    await route.fulfill({ response, json: more });
  });
  await goto(page, '/libraries');
  const main = page.getByRole('main');
  await main.getByLabel('Search libraries').pressSequentially('national');
  await expect(main.getByText('More than 20,000 libraries', { exact: true })).toBeVisible();
  // At least 20,001 hold it: ceil(20,001 / 24) = 834 pages exist, and no more is promised.
  const pages = main.getByRole('navigation', { name: 'Pages of the list' });
  await expect(pages.getByRole('link', { name: 'Page 834' })).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Page 835' })).toHaveCount(0);
  await expect(pages.getByRole('link', { name: 'Next' })).toBeVisible();
});

test('a search nothing holds offers the closest name, and near matches follow, each saying why', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  const answer = await searchAnswer(page, 'q=libary&lang=en');
  test.skip(answer.total > 0 || !answer.didYouMean, 'the search service finds it exactly');
  await goto(page, '/libraries?q=libary');
  const main = page.getByRole('main');
  await expect(main.getByText('0 libraries', { exact: true })).toBeVisible();
  const related = main.getByRole('region', { name: 'Related libraries' });
  await expect(related.getByRole('article')).toHaveCount(answer.related.length);
  await expect(related.getByText('Similar spelling').first()).toBeVisible();

  // (The library it names may be among the near matches too: the link in the sentence.)
  const suggestion = main
    .getByText(/^Did you mean/)
    .getByRole('link', { name: answer.didYouMean! });
  await expect(suggestion).toHaveAttribute(
    'href',
    `/libraries?${new URLSearchParams({ q: answer.didYouMean! })}`,
  );
  await suggestion.click();
  await expect(main.getByLabel('Search libraries')).toHaveValue(answer.didYouMean!);
  await expect(main.getByRole('article').first()).toBeVisible();
});
