import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, goto, test } from '../appTest';
import { E2E_ADMIN, createUserByAdmin, newAccount, signInByApi, useEnglish } from './session';

/** A library of the test's own, made through the admin API, so edits never touch shared data. */
async function libraryOfOwn(page: Page, token: string) {
  const tag = randomUUID().slice(0, 8);
  const name = `Journey Library ${tag}`;
  const response = await page.request.post('/api/libraries', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      lib_name: { en: name, ar: `مكتبة الرحلة ${tag}` },
      country: { en: 'Testland', ar: 'بلد الاختبار' },
      region: { en: 'Oceania', ar: 'أوقيانوسيا' },
      description: { en: 'Made by a journey.', ar: 'أنشأتها رحلة اختبار.' },
      address: { en: '1 Test Street', ar: '١ شارع الاختبار' },
      operatingHours: { en: 'Mon–Fri 9–17', ar: 'الاثنين–الجمعة ٩–١٧' },
      website: '',
      languages: ['English'],
      location: { lat: -41.29, lng: 174.78 },
      contact: { phone: '+64 4 000 0000', email: 'journey@example.org' },
    },
  });
  expect(response.status()).toBe(201);
  return { ...((await response.json()) as { id: string }), name, tag };
}

test.describe('admin editing from the directory pages', () => {
  test('an admin edits a library from its card on Libraries, Regions and Home; a visitor sees no Edit', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await useEnglish(page);
    const token = await signInByApi(page, E2E_ADMIN);
    const library = await libraryOfOwn(page, token);

    await goto(page, `/libraries?q=${library.tag}`);
    const card = page.getByRole('main').getByRole('article').filter({ hasText: library.name });
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Library' });
    await expect(dialog.getByRole('textbox', { name: 'Library Name', exact: true })).toHaveValue(
      library.name,
    );
    await dialog
      .getByRole('textbox', { name: 'Library Name', exact: true })
      .fill(`${library.name} Renamed`);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: `${library.name} Renamed` })).toBeVisible();

    // Regions shows each region's first cards (the new library is not among them): each has Edit.
    await goto(page, '/regions');
    await expect(
      page.getByRole('main').getByRole('article').first().getByRole('button', { name: 'Edit' }),
    ).toBeVisible();
    await goto(page, '/');
    await expect(
      page.getByRole('main').getByRole('article').first().getByRole('button', { name: 'Edit' }),
    ).toBeVisible();

    const visitor = await browser.newPage();
    await useEnglish(visitor);
    await goto(visitor, `/libraries?q=${library.tag}`);
    await expect(visitor.getByRole('link', { name: `${library.name} Renamed` })).toBeVisible();
    await expect(visitor.getByRole('main').getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await visitor.close();
    await page.request.delete(`/api/libraries/${library.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  });

  test('a delete answered 401 says the admin is not authorized and goes to /login', async ({
    page,
  }) => {
    await useEnglish(page);
    const token = await signInByApi(page, E2E_ADMIN);
    const spare = await page.request.post('/api/users/login', { data: E2E_ADMIN });
    const spareToken = ((await spare.json()) as { token: string }).token;
    const library = await libraryOfOwn(page, spareToken);
    await goto(page, '/manage');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: `Delete ${library.name}` }).click();
    // The session ends on the server while the confirmation is open.
    await page.request.post('/api/users/logout', { headers: { Authorization: `Bearer ${token}` } });
    await page
      .getByRole('dialog', { name: 'Delete library?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You are not authorized to delete this library')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.request.delete(`/api/libraries/${library.id}`, {
      headers: { Authorization: `Bearer ${spareToken}` },
    });
  });
});

test.describe('user screens when the server fails', () => {
  test('a failed user delete and create say so in Arabic, never the raw HTTP error', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'ar'));
    const account = newAccount('Undeletable User');
    await createUserByAdmin(page, account, 'regular');
    await signInByApi(page, E2E_ADMIN);
    await page.route('**/api/users/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, body: '' })
        : route.continue(),
    );
    await goto(page, '/manage?tab=users');
    const row = page.getByRole('row').filter({ hasText: account.email });
    await row.getByRole('button', { name: `حذف ${account.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'حذف المستخدم؟' });
    await confirm.getByRole('button', { name: 'حذف', exact: true }).click();
    await expect(confirm.getByRole('alert')).toHaveText('تعذّر حذف المستخدم');
    await expect(page.getByText('HTTP error')).toHaveCount(0);

    await page.route('**/api/users', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: '' })
        : route.continue(),
    );
    await goto(page, '/users/add');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'الاسم' }).fill('مستخدم جديد');
    await main.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(newAccount().email);
    await main.getByRole('textbox', { name: 'كلمة المرور' }).fill('long enough pass');
    await main.getByRole('button', { name: 'إنشاء المستخدم' }).click();
    await expect(main.getByRole('alert')).toHaveText(
      'تعذّر إنشاء المستخدم. يُرجى المحاولة مرة أخرى.',
    );
  });

  test('the Users tab says the list failed, with Retry, instead of "No users found"', async ({
    page,
  }) => {
    await useEnglish(page);
    await signInByApi(page, E2E_ADMIN);
    let failing = true;
    await page.route('**/api/users', (route) =>
      failing && route.request().method() === 'GET'
        ? route.fulfill({ status: 500, body: '' })
        : route.continue(),
    );
    await goto(page, '/manage?tab=users');
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText('Failed to fetch users');
    await expect(main.getByText('No users found')).toHaveCount(0);
    failing = false;
    await main.getByRole('button', { name: 'Try Again' }).click();
    await expect(main.getByRole('row').filter({ hasText: E2E_ADMIN.email })).toBeVisible();
  });

  test('/users/add shows only the latest failure', async ({ page }) => {
    await useEnglish(page);
    await signInByApi(page, E2E_ADMIN);
    await goto(page, '/users/add');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Name' }).fill('Second Admin Try');
    await main.getByRole('textbox', { name: 'Email' }).fill(E2E_ADMIN.email);
    await main.getByRole('textbox', { name: 'Password' }).fill('long enough pass');
    await main.getByRole('button', { name: 'Create User' }).click();
    await expect(main.getByText('This email is already in use')).toBeVisible();

    await page.route('**/api/users', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: '' })
        : route.continue(),
    );
    await main.getByRole('textbox', { name: 'Email' }).fill(newAccount().email);
    await main.getByRole('button', { name: 'Create User' }).click();
    await expect(main.getByText('Failed to create user. Please try again.')).toBeVisible();
    await expect(main.getByText('This email is already in use')).toHaveCount(0);
    await expect(main.getByRole('alert')).toHaveCount(1);
  });

  test('a regular user on a user edit page sees Access Denied, then lands on /', async ({
    page,
  }) => {
    const account = newAccount();
    const { id } = await createUserByAdmin(page, account, 'regular');
    await useEnglish(page);
    await signInByApi(page, account);
    await goto(page, `/users/${id}/edit`);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Back to Management' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  });
});
