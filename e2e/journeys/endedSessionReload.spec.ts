import type { Page, Route } from '@playwright/test';
import { expect, goto, reload, test } from '../appTest';
import { newAccount, signInByApi, signUpByApi, useEnglish } from './session';

/** Ends a session on the server, as a sign-out or a password change elsewhere would. */
async function revoke(page: Page, token: string) {
  const response = await page.request.post('/api/users/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
}

test.describe('reloading a signed-in page after the session ended on the server', () => {
  test('/profile draws none of the ended session and sends the reader to /', async ({ page }) => {
    await useEnglish(page);
    const account = newAccount('Ended Reader');
    await signUpByApi(page, account);
    const token = await signInByApi(page, account);
    await goto(page, '/profile');
    const main = page.locator('main');
    await expect(main.getByText(account.email)).toBeVisible();
    await revoke(page, token);

    // The profile's answer, which tells the app the stored session is over, is held back: the
    // other calls the restored session makes (the header's bell) are answered 401 first.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users/profile', async (route: Route) => {
      await held;
      await route.continue();
    });
    const otherRefusal = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.startsWith('/api/notifications') &&
        response.status() === 401,
    );
    await reload(page);
    await otherRefusal;
    await expect(main.getByText(account.email)).toHaveCount(0);
    await expect(main.getByText(account.name)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    release();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(account.email)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a dozen reloads of /profile each end on / with nothing of the account drawn', async ({
    page,
  }) => {
    test.slow();
    await useEnglish(page);
    const account = newAccount('Reloaded Reader');
    await signUpByApi(page, account);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const login = await page.request.post('/api/users/login', { data: account });
      const session = (await login.json()) as { token: string; user: unknown };
      await goto(page, '/about');
      await page.evaluate((stored) => {
        localStorage.setItem('token', stored.token);
        localStorage.setItem('user', JSON.stringify(stored.user));
      }, session);
      await revoke(page, session.token);
      await goto(page, '/profile');
      await expect(page, `attempt ${attempt + 1}`).toHaveURL(/\/$/);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(page.getByRole('dialog'), `attempt ${attempt + 1}`).toHaveCount(0);
      await expect(page.locator('main').getByText(account.email)).toHaveCount(0);
    }
  });
});
