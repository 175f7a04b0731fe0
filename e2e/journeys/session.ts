import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** The journeys read English texts; each page starts in English unless a test switches. */
export async function useEnglish(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('preferredLanguage')) localStorage.setItem('preferredLanguage', 'en');
  });
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A fresh account, unique to the test, so parallel journeys never share one. */
export function newAccount(name = 'Test Reader'): Account {
  return { name, email: `reader-${randomUUID()}@example.org`, password: 'correct horse battery' };
}

/** Signs an account up through the API (the journeys that are not about sign-up start here). */
export async function signUpByApi(page: Page, account: Account) {
  const response = await page.request.post('/api/users', { data: account });
  expect(response.status()).toBe(201);
}

/** Signs in through the header's Login button and the modal. */
export async function logInByUi(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
}

/** The main admin the journeys' server starts with (e2e/playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@libatlas.local', password: 'e2e-admin-password' };

/**
 * Signs in through the API and stores the session the way the app does (spec §9: `token` and
 * `user` in local storage), for journeys that are not about the login modal itself.
 */
export async function signInByApi(page: Page, account: Pick<Account, 'email' | 'password'>) {
  const response = await page.request.post('/api/users/login', { data: account });
  expect(response.status()).toBe(200);
  const session = (await response.json()) as { token: string; user: unknown };
  await page.addInitScript((stored) => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('token', stored.token);
      localStorage.setItem('user', JSON.stringify(stored.user));
    }
  }, session);
  return session.token;
}

/** Creates an account with a role through the admin's API (POST /api/users with an admin token). */
export async function createUserByAdmin(
  page: Page,
  account: Account,
  role: 'regular' | 'premium' | 'admin',
) {
  const login = await page.request.post('/api/users/login', { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const response = await page.request.post('/api/users', {
    data: { ...account, role },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

/** A 1×1 PNG: the smallest picture the avatar dialog and the library upload accept (checked by its bytes). */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A 1×1 GIF: the Customise hero image takes any image type but SVG (spec §2). */
export const PIXEL_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
