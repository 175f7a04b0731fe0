import { randomUUID } from 'node:crypto';
import { expect, goto, test } from '../appTest';
import { E2E_ADMIN, newAccount, signUpByApi } from './session';

// Issue 30: the public pages work with JavaScript off (or the app's code failing to load). The
// search and the region are a form the server answers, the view, Open now and the board's
// filters are links, Login leads to a page that says signing in needs scripts; every step is a
// page the server draws.

type Language = 'en' | 'ar';
const TEXTS = {
  en: {
    search: 'Search libraries',
    france: 'France',
    italy: 'Italy',
    submit: 'Search',
    region: 'Region',
    europe: 'Europe',
    map: 'Map view',
    grid: 'Grid view',
    bnf: 'National Library of France',
    oneLibrary: '1 library',
    mapNote: 'The map needs JavaScript',
    login: 'Login',
    loginNote: 'Signing in needs JavaScript',
    pending: 'Pending',
    approved: 'Approved',
    all: 'All',
    sort: 'Sort by',
    votes: 'Most voted',
  },
  ar: {
    search: 'البحث في المكتبات',
    france: 'فرنسا',
    italy: 'إيطاليا',
    submit: 'بحث',
    region: 'المنطقة',
    europe: 'أوروبا',
    map: 'عرض على الخريطة',
    grid: 'عرض شبكي',
    bnf: 'المكتبة الوطنية الفرنسية',
    oneLibrary: 'مكتبة واحدة',
    mapNote: 'تحتاج الخريطة إلى JavaScript',
    login: 'تسجيل الدخول',
    loginNote: 'يتطلب تسجيل الدخول تفعيل JavaScript',
    pending: 'قيد المراجعة',
    approved: 'مقبولة',
    all: 'الكل',
    sort: 'الترتيب حسب',
    votes: 'الأكثر تصويتًا',
  },
} as const;

test.use({ javaScriptEnabled: false });

for (const language of ['en', 'ar'] as Language[]) {
  const texts = TEXTS[language];

  test(`Libraries without JavaScript: search, region, map view and back, each drawn by the server (${language})`, async ({
    page,
  }) => {
    await goto(page, `/libraries?lang=${language}`);
    const main = page.getByRole('main');
    const box = main.getByRole('searchbox', { name: texts.search });
    await box.fill(texts.france);
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === texts.france);
    await expect(main.getByRole('status').filter({ hasText: texts.oneLibrary })).toBeVisible();
    await expect(main.getByRole('heading', { name: texts.bnf })).toBeVisible();
    await expect(box).toHaveValue(texts.france);

    // The region: the browser's own list, then the form's Search button (shown only now).
    await main.getByRole('combobox', { name: texts.region }).selectOption({ label: texts.europe });
    await main.getByRole('button', { name: texts.submit, exact: true }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('region') === 'Europe' && url.searchParams.get('q') === texts.france,
    );
    await expect(main.getByRole('heading', { name: texts.bnf })).toBeVisible();
    await expect(main.getByRole('combobox', { name: texts.region })).toHaveValue('Europe');

    // The map view is a link that keeps the search; without scripts it says so and links to the
    // grid of the same search.
    await main.getByRole('button', { name: texts.map }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('view') === 'map' &&
        url.searchParams.get('q') === texts.france &&
        url.searchParams.get('region') === 'Europe',
    );
    // (Playwright's getByText leaves out what is inside noscript: found by its paragraph.)
    await expect(main.locator('p', { hasText: texts.mapNote })).toBeVisible();
    await expect(main.getByRole('link', { name: texts.grid })).toHaveAttribute(
      'href',
      `/libraries?${new URLSearchParams({ q: texts.france, region: 'Europe' })}`,
    );
    await expect(main.getByRole('button', { name: texts.map })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // What cannot work without scripts is not offered.
    await expect(main.getByRole('button', { name: /Nearest|الأقرب/ })).toBeHidden();

    // A search from the map view stays on the map view.
    await box.fill(texts.italy);
    await box.press('Enter');
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('view') === 'map' && url.searchParams.get('q') === texts.italy,
    );

    await main.getByRole('button', { name: texts.grid }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('view'));
    await expect(main.getByRole('article').first()).toBeVisible();
  });

  test(`Home's search leads to the Libraries page, and Login to a page that says it needs JavaScript (${language})`, async ({
    page,
  }) => {
    await goto(page, `/?lang=${language}`);
    const box = page.getByRole('main').getByRole('searchbox');
    await box.fill(texts.france);
    await box.press('Enter');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/libraries' && url.searchParams.get('q') === texts.france,
    );
    await expect(page.getByRole('main').getByRole('heading', { name: texts.bnf })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: texts.login }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByRole('alert').filter({ hasText: texts.loginNote })).toBeVisible();
  });
}

test('the suggestions board without JavaScript: its filters and order, each drawn by the server (en, ar)', async ({
  page,
  browser,
}) => {
  // One pending and one approved suggestion, written through the API (a context with scripts).
  const author = newAccount('Board Without Scripts');
  const api = await browser.newContext();
  await signUpByApi(await api.newPage(), author);
  const tokenOf = async (account: { email: string; password: string }) => {
    const response = await api.request.post('/api/users/login', { data: account });
    return ((await response.json()) as { token: string }).token;
  };
  const authorToken = await tokenOf(author);
  const adminToken = await tokenOf(E2E_ADMIN);
  const tag = randomUUID().slice(0, 8);
  const post = async (words: Record<Language, string>) => {
    const created = await api.request.post('/api/suggestions', {
      headers: { authorization: `Bearer ${authorToken}` },
      data: { type: 'feature', content: words },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  };
  // The board searches the active language's words: each suggestion has both.
  const pendingWords = { en: `Still pending ${tag}`, ar: `ما زال قيد المراجعة ${tag}` };
  const approvedWords = { en: `Already approved ${tag}`, ar: `قُبل من قبل ${tag}` };
  await post(pendingWords);
  const approvedId = await post(approvedWords);
  const approval = await api.request.patch(`/api/suggestions/${approvedId}/status`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { status: 'approved' },
  });
  expect(approval.status()).toBe(200);
  await api.close();

  for (const language of ['en', 'ar'] as Language[]) {
    const texts = TEXTS[language];
    const pending = pendingWords[language];
    const approved = approvedWords[language];
    await goto(page, `/suggestions?lang=${language}&q=${tag}`);
    const main = page.getByRole('main');
    await expect(main.getByText(pending)).toBeVisible();
    await expect(main.getByText(approved)).toBeVisible();

    await main.getByRole('button', { name: texts.pending, exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('filter') === 'pending' && url.searchParams.get('q') === tag,
    );
    await expect(main.getByText(pending)).toBeVisible();
    await expect(main.getByText(approved)).toBeHidden();

    await main.getByRole('button', { name: texts.approved, exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('filter') === 'approved');
    await expect(main.getByText(approved)).toBeVisible();
    await expect(main.getByText(pending)).toBeHidden();

    // The order, with the form's Search button: the filter and the words are kept.
    await main.getByRole('combobox', { name: texts.sort }).selectOption({ label: texts.votes });
    await main.getByRole('button', { name: texts.submit, exact: true }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('sort') === 'votes' &&
        url.searchParams.get('filter') === 'approved' &&
        url.searchParams.get('q') === tag,
    );
    await expect(main.getByRole('combobox', { name: texts.sort })).toHaveValue('votes');
    await expect(main.getByText(approved)).toBeVisible();

    await main.getByRole('button', { name: texts.all, exact: true }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('filter'));
    await expect(main.getByText(pending)).toBeVisible();
  }
});
