import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, goto, test } from '../appTest';
import { openSuggestionForm } from './openSuggestionForm';
import { E2E_ADMIN, logInByUi, newAccount, signInByApi, signUpByApi, useEnglish } from './session';

/** Ends a session on the server, as an admin's action or an expiry would, behind the page's back. */
async function revoke(page: Page, token: string) {
  const response = await page.request.post('/api/users/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
}

async function newSuggestionBy(page: Page, token: string, content: string) {
  const response = await page.request.post('/api/suggestions', {
    headers: { Authorization: `Bearer ${token}` },
    data: { type: 'feature', content: { en: content, ar: '' } },
  });
  expect(response.status()).toBe(201);
}

test.describe('when a session ends', () => {
  test('a 401 mid-session signs the user out, says so, opens the login and keeps what they typed', async ({
    page,
  }) => {
    await useEnglish(page);
    const account = newAccount('Revoked Reader');
    await signUpByApi(page, account);
    const token = await signInByApi(page, account);
    const content = `Session end ${randomUUID()}`;
    await newSuggestionBy(page, token, content);

    // Mid-session: the stored session is restored once its profile is fetched again after the
    // page loads (a 401 to that fetch is a stale session, dropped silently); revoke after it.
    const restored = page.waitForResponse(
      (response) => response.url().endsWith('/api/users/profile') && response.status() === 200,
    );
    await goto(page, '/suggestions');
    await restored;
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Regular User' })).toBeVisible();
    // Found even while the login modal hides the page from the accessibility tree.
    const card = page.getByRole('article', { includeHidden: true }).filter({ hasText: content });
    await card.getByRole('button', { name: '0 comments' }).click();

    await revoke(page, token);
    const comment = card.getByLabel('Add a comment');
    await comment.fill('Typed before the session ended');
    await comment.press('Enter');

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    // The header no longer shows the user (the open modal hides it from the accessibility tree).
    await expect(page.locator('header [aria-label="Regular User"]')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(comment).toHaveValue('Typed before the session ended');

    await dialog.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeHidden();
    await expect(comment).toHaveValue('Typed before the session ended');
    await expect(banner.getByRole('button', { name: 'Regular User' })).toBeVisible();
    await comment.press('Enter');
    await expect(card.getByText('Typed before the session ended')).toBeVisible();
    await expect(card.getByRole('button', { name: '1 comment' })).toBeVisible();
  });

  test('a profile edit answered 401 keeps the page and the typed name until the user signs in again', async ({
    page,
  }) => {
    await useEnglish(page);
    const account = newAccount('Profile Reader');
    await signUpByApi(page, account);
    const token = await signInByApi(page, account);
    await goto(page, '/profile');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await main.getByLabel('Name').fill('Renamed After Login');
    await revoke(page, token);
    await main.getByRole('button', { name: 'Save' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByLabel('Name')).toHaveValue('Renamed After Login');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByRole('heading', { name: 'Renamed After Login' })).toBeVisible();
  });

  test('signing out in one tab signs out the others', async ({ browser }) => {
    const context = await browser.newContext();
    const first = await context.newPage();
    await useEnglish(first);
    const account = newAccount('Two Tabs');
    await signUpByApi(first, account);
    await goto(first, '/');
    await logInByUi(first, account);
    const second = await context.newPage();
    await goto(second, '/suggestions');
    await expect(
      second.getByRole('banner').getByRole('button', { name: 'Regular User' }),
    ).toBeVisible();

    await first.getByRole('banner').getByRole('button', { name: 'Regular User' }).click();
    await first.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(second.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(second.getByRole('button', { name: 'New Suggestion' })).toHaveCount(0);
    await context.close();
  });

  test('with the token gone from storage, a new suggestion says the user is not authenticated', async ({
    page,
  }) => {
    await useEnglish(page);
    const account = newAccount('Tokenless Reader');
    await signUpByApi(page, account);
    await goto(page, '/suggestions');
    await logInByUi(page, account);
    const main = page.getByRole('main');
    await openSuggestionForm(main);
    await main.getByLabel('Your suggestion').fill('A suggestion without a token');
    // Another program (or a cleared site storage) removed the token from this tab's storage.
    await page.evaluate(() => localStorage.removeItem('token'));
    await main.getByRole('button', { name: 'Submit Suggestion' }).click();
    await expect(
      main.getByRole('alert').filter({ hasText: 'You are not authenticated' }),
    ).toBeVisible();
    await expect(main.getByText('Failed to submit suggestion')).toHaveCount(0);
  });
});

test.describe('signing in with the keyboard', () => {
  test('after the modal closes, focus is back on the header control that replaced Login', async ({
    page,
  }) => {
    await useEnglish(page);
    const account = newAccount('Keyboard Reader');
    await signUpByApi(page, account);
    await goto(page, '/');
    const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
    await login.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Regular User' }),
    ).toBeFocused();
  });

  test('signing in from the suggestions page returns focus to its sign-in button’s place', async ({
    page,
  }) => {
    await useEnglish(page);
    const account = newAccount('Keyboard Suggester');
    await signUpByApi(page, account);
    await goto(page, '/suggestions');
    const opener = page.getByRole('main').getByRole('button', { name: 'Login' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    await expect(dialog).toBeHidden();
    const focused = await page.evaluate(() => document.activeElement?.tagName ?? '');
    expect(focused).not.toBe('BODY');
  });
});

test.describe('server messages in the active language', () => {
  test('signing up with a taken email in Arabic says so in Arabic', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'ar'));
    await goto(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'إنشاء حساب' }).click();
    await dialog.getByRole('textbox', { name: 'الاسم' }).fill('قارئ');
    await dialog.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(E2E_ADMIN.email);
    await dialog
      .getByRole('textbox', { name: 'كلمة المرور', exact: true })
      .fill('long enough pass');
    await dialog.getByRole('textbox', { name: 'تأكيد كلمة المرور' }).fill('long enough pass');
    await dialog.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(dialog.getByRole('alert')).toContainText('هذا البريد الإلكتروني مستخدم بالفعل');
    await expect(dialog.getByRole('alert')).not.toContainText(/[A-Za-z]{3,}/);
  });

  test('a profile save says which field failed and why', async ({ page }) => {
    await useEnglish(page);
    const account = newAccount('Field Reader');
    await signUpByApi(page, account);
    await signInByApi(page, account);
    await goto(page, '/profile');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await main.getByLabel('Email').fill(E2E_ADMIN.email);
    // A new email asks for the current password; without it nothing is sent.
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByText('Enter your current password')).toBeVisible();
    await main.getByLabel('Current password').fill(account.password);
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByText('This email is already in use')).toBeVisible();
    await expect(main.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await main.getByLabel('Email').fill(account.email);
    await main.getByLabel('Name').fill('   ');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByText('Name is required')).toBeVisible();
    await expect(main.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText('Please try again')).toHaveCount(0);
  });
});
