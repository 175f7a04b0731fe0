import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, goto, test } from '../appTest';
import {
  E2E_ADMIN,
  createUserByAdmin,
  newAccount,
  signInByApi,
  useEnglish,
  PIXEL_PNG,
} from './session';

async function asAdmin(page: Page) {
  await useEnglish(page);
  await signInByApi(page, E2E_ADMIN);
}

/** Fills one bilingual field of the library form in the tab that is shown. */
async function fill(dialog: Locator, label: string, value: string) {
  await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
}

test.describe('admin console', () => {
  test('create a library with an image and a picked location, edit its Arabic name, delete it', async ({
    page,
  }) => {
    // A whole curation session: the form, an upload, the list and map, an edit and a delete.
    test.setTimeout(90_000);
    const name = `Atlas Test Library ${randomUUID().slice(0, 8)}`;
    await asAdmin(page);
    await goto(page, '/manage');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Management Console' })).toBeVisible();
    await main.getByRole('button', { name: 'Add Library' }).click();

    const dialog = page.getByRole('dialog', { name: 'Add Library' });
    await fill(dialog, 'Library Name', name);
    await fill(dialog, 'Country', 'Testland');
    await fill(dialog, 'Description', 'A library made by the end-to-end journey.');
    await fill(dialog, 'Address', '1 Test Street');
    await fill(dialog, 'Operating Hours', 'Mon–Fri 9:00–17:00');
    // Saving with the Arabic side empty marks the Arabic tab and opens it.
    await fill(dialog, 'Phone', '+971 4 000 0000');
    await fill(dialog, 'Email', 'library@example.org');
    await dialog.getByRole('button', { name: 'Add Library' }).click();
    const arabicTab = dialog.getByRole('tab', { name: /Arabic/ });
    await expect(arabicTab).toHaveAttribute('aria-selected', 'true');
    await expect(arabicTab).toContainText('contains errors');
    await expect(dialog.getByText('Required').first()).toBeVisible();

    await fill(dialog, 'Library Name', 'مكتبة الاختبار');
    await fill(dialog, 'Country', 'بلد الاختبار');
    await fill(dialog, 'Description', 'مكتبة أنشأها اختبار الرحلة.');
    await fill(dialog, 'Address', '١ شارع الاختبار');
    await fill(dialog, 'Operating Hours', 'الاثنين–الجمعة ٩:٠٠–١٧:٠٠');

    // The upload's file input is hidden; its buttons open it.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(dialog.getByRole('button', { name: 'Remove Image' })).toBeVisible();

    // Pick the location on the map (tiles never load here; the click still counts).
    const map = dialog.locator('.leaflet-container');
    await map.scrollIntoViewIfNeeded();
    await map.click({ position: { x: 60, y: 60 } });
    const latitude = dialog.getByRole('textbox', { name: 'Latitude' });
    await expect(latitude).not.toHaveValue('0');
    await expect(latitude).not.toHaveValue('');

    await dialog.getByRole('button', { name: 'Add Library' }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByText(name)).toBeVisible();

    const all = (await (await page.request.get('/api/libraries')).json()) as {
      id: string;
      lib_name: { en: string; ar: string };
      image?: string;
      location: { lat: number; lng: number };
      region: { en: string; ar: string };
    }[];
    const created = all.find((library) => library.lib_name.en === name);
    expect(created).toBeDefined();
    expect(created?.image).toMatch(/^\/uploads\//);
    expect(created?.location.lat).not.toBe(0);
    expect(created?.region).toEqual({ en: 'Middle East', ar: 'الشرق الأوسط' });
    const image = await page.request.get(`/api${created?.image}`);
    expect(image.status()).toBe(200);

    await goto(page, `/libraries?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.getByRole('button', { name: 'Map view' }).click();
    await expect(page.locator('img.leaflet-marker-icon')).toHaveCount(1);

    // Edit its Arabic name.
    await goto(page, '/manage');
    await main.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Library' });
    await edit.getByRole('tab', { name: /Arabic/ }).click();
    await fill(edit, 'Library Name', 'مكتبة الاختبار المعدلة');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    const updated = (await (await page.request.get(`/api/libraries/${created?.id}`)).json()) as {
      lib_name: { ar: string };
    };
    expect(updated.lib_name.ar).toBe('مكتبة الاختبار المعدلة');

    // Delete it, after confirming.
    await main.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete library?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(main.getByText(name)).toHaveCount(0);
    expect((await page.request.get(`/api/libraries/${created?.id}`)).status()).toBe(404);
  });

  test('create a user, view them, change their role, then delete them', async ({ page }) => {
    const account = newAccount('Console Made User');
    await asAdmin(page);
    await goto(page, '/manage?tab=users');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Add New User' }).click();
    await expect(page).toHaveURL(/\/users\/add$/);
    await main.getByRole('textbox', { name: 'Name' }).fill(account.name);
    await main.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await main.getByRole('textbox', { name: 'Password' }).fill(account.password);
    await main.getByRole('button', { name: 'Create User' }).click();
    await expect(page).toHaveURL(/\/manage/);
    await expect(main.getByText('User created successfully')).toBeVisible();

    const grid = main.getByRole('grid');
    const row = grid.getByRole('row').filter({ hasText: account.email });
    await expect(row).toBeVisible();
    // Never signed in: a dash on screen.
    await expect(row).toContainText('—');
    await row.getByRole('link', { name: `View ${account.name}` }).click();
    await expect(main.getByText(account.email)).toBeVisible();
    await main.getByRole('link', { name: 'Edit User' }).click();
    await expect(page).toHaveURL(/\/edit$/);

    const save = main.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await main.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Premium' }).click();
    await save.click();
    await expect(page).toHaveURL(/\/manage/);
    await expect(main.getByText('User updated successfully')).toBeVisible();
    await expect(grid.getByRole('row').filter({ hasText: account.email })).toContainText('Premium');

    await grid
      .getByRole('row')
      .filter({ hasText: account.email })
      .getByRole('button', { name: `Delete ${account.name}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete user?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(grid.getByRole('row').filter({ hasText: account.email })).toHaveCount(0);
  });

  test("the main admin's role cannot be changed", async ({ page }) => {
    await asAdmin(page);
    const profile = await page.request.post('/api/users/login', { data: E2E_ADMIN });
    const { user } = (await profile.json()) as { user: { id: string } };
    await goto(page, `/users/${user.id}/edit`);
    const main = page.getByRole('main');
    await expect(main.getByRole('combobox', { name: 'Role' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(main.getByText("The main administrator's role cannot be changed.")).toBeVisible();
    // The server refuses it too.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const response = await page.request.put(`/api/users/${user.id}`, {
      data: { role: 'regular' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Cannot change main admin role',
    );
  });

  test('a regular user opening /manage or a user screen lands on /', async ({ page }) => {
    const account = newAccount();
    await createUserByAdmin(page, account, 'regular');
    await useEnglish(page);
    await signInByApi(page, account);
    await goto(page, '/manage');
    await expect(page).toHaveURL(/\/$/);
    await goto(page, '/users/add');
    await expect(page).toHaveURL(/\/$/);
    // Nor does an admin-only call work for them.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const response = await page.request.get('/api/users', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(403);
  });
});
