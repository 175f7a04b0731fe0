import type { Library } from '@libatlas/contracts';
import type { Page } from '@playwright/test';
import { expect, goto, test } from '../appTest';
import { newAccount, signInByApi, signUpByApi, useEnglish } from './session';

// Issue 29: a missing fact on a library's page is an invitation. A signed-in reader's "Suggest the
// phone" opens the edit proposal at the phone field; a visitor is asked to sign in first, and once
// signed in is taken on to the same place.

/** A library the directory has no phone for, with an English name (only read, never changed). */
async function libraryWithoutPhone(page: Page): Promise<Library> {
  const response = await page.request.get('/api/libraries');
  expect(response.status()).toBe(200);
  const libraries = (await response.json()) as Library[];
  const without = libraries.filter(
    (library) => !library.contact.phone.trim() && library.lib_name.en,
  );
  expect(without.length).toBeGreaterThan(0);
  return without[without.length - 1]!;
}

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('a signed-in reader presses "Suggest the phone" and lands in the proposal form at the phone', async ({
  page,
}) => {
  const library = await libraryWithoutPhone(page);
  const reader = newAccount('Phone Finder');
  await signUpByApi(page, reader);
  await signInByApi(page, reader);

  await goto(page, `/libraries/${library.id}`);
  const visit = page.getByRole('region', { name: 'Plan a visit' });
  await expect(visit.getByText('Not yet recorded').first()).toBeVisible();
  const suggest = visit.getByRole('button', { name: 'Suggest the phone' });
  // The session is known: no "sign in first" for this reader.
  await expect(suggest).not.toHaveAccessibleDescription(/sign in first/);
  await suggest.click();

  const form = page.getByRole('dialog', { name: `Suggest an edit to ${library.lib_name.en}` });
  await expect(form).toBeVisible();
  const phone = form.getByRole('textbox', { name: 'Phone', exact: true });
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue('');
  await phone.fill('+1 555 0100');
  await expect(phone).toHaveValue('+1 555 0100');
});

test('a visitor pressing "Suggest the phone" is asked to sign in first, then lands at the phone', async ({
  page,
}) => {
  const library = await libraryWithoutPhone(page);
  const visitor = newAccount('Signs In To Suggest');
  await signUpByApi(page, visitor);
  await goto(page, `/libraries/${library.id}`);
  const suggest = page
    .getByRole('region', { name: 'Plan a visit' })
    .getByRole('button', { name: 'Suggest the phone' });
  await expect(suggest).toHaveAccessibleDescription('You will be asked to sign in first.');
  await suggest.click();

  const login = page.getByRole('dialog');
  await expect(login.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Suggest an edit/ })).toHaveCount(0);
  await login.getByRole('textbox', { name: 'Email' }).fill(visitor.email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(visitor.password);
  await login.getByRole('button', { name: 'Sign In' }).click();

  const form = page.getByRole('dialog', { name: `Suggest an edit to ${library.lib_name.en}` });
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toBeFocused();
});
