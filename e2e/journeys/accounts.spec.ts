import { expect, goto, reload, test } from '../appTest';
import { logInByUi, newAccount, signUpByApi, useEnglish, PIXEL_PNG } from './session';

test.describe('accounts', () => {
  test.beforeEach(async ({ page }) => useEnglish(page));

  test('sign up, sign out, then log in again', async ({ page }) => {
    const account = newAccount('Amina Reader');
    await goto(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(account.name);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await dialog.getByRole('textbox', { name: 'Confirm password' }).fill(account.password);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog).toBeHidden();

    // Signed in as a regular user: the suggestions icon and the indigo menu button, no assistant.
    const banner = page.getByRole('banner');
    const menuButton = banner.getByRole('button', { name: 'Regular User' });
    await expect(menuButton).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Suggestions' }).last()).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Ask Library' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ email: account.email, name: account.name, role: 'regular' });

    await menuButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Manage' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(banner.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    await logInByUi(page, account);
    await expect(banner.getByRole('button', { name: 'Regular User' })).toBeVisible();
    // The session survives a reload.
    await reload(page);
    await expect(banner.getByRole('button', { name: 'Regular User' })).toBeVisible();
  });

  test('a wrong password keeps the modal open with the error, and blank fields send nothing', async ({
    page,
  }) => {
    const account = newAccount();
    await signUpByApi(page, account);
    await goto(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');

    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/users/login')) loginCalls += 1;
    });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeVisible();
    expect(loginCalls).toBe(0);

    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.getByText('Failed to login')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
    expect(loginCalls).toBe(1);

    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeHidden();
    // Reopened after signing out, the modal is empty and shows no error.
    await page.getByRole('banner').getByRole('button', { name: 'Regular User' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(dialog.getByText('Failed to login')).toHaveCount(0);
  });

  test('a visitor opening /profile lands on /', async ({ page }) => {
    await goto(page, '/profile');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('a regular user edits their name and avatar and sees them after a reload', async ({
    page,
  }) => {
    const account = newAccount('Before Rename');
    await signUpByApi(page, account);
    await goto(page, '/');
    await logInByUi(page, account);
    await page.getByRole('banner').getByRole('button', { name: 'Regular User' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(main.getByText(account.email)).toBeVisible();

    await main.getByRole('button', { name: 'Edit Profile' }).click();
    const name = main.getByLabel('Name');
    await name.fill('After Rename');
    // Cancel restores the saved values.
    await main.getByRole('button', { name: 'Cancel' }).click();
    await expect(main.getByText('Before Rename').first()).toBeVisible();

    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await main.getByLabel('Name').fill('After Rename');
    await main.getByRole('button', { name: 'Change profile picture' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(dialog).toBeHidden();
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

    await reload(page);
    await expect(main.getByRole('heading', { name: 'After Rename' })).toBeVisible();
    await expect(
      main.getByRole('img', { name: 'Profile picture of After Rename' }),
    ).toHaveAttribute('src', /^data:image\/png;base64,/);
    const profile = await page.evaluate(async () => {
      const response = await fetch('/api/users/profile', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await response.json()) as { name: string; avatar: string };
    });
    expect(profile.name).toBe('After Rename');
    expect(profile.avatar).toMatch(/^data:image\/png;base64,/);
  });
});
