import { expect, test } from '@playwright/test';
import { createUserByAdmin, newAccount, signInByApi, useEnglish } from './session';

test('leaving Ask Library while it answers cancels quietly: no console error', async ({ page }) => {
  const account = newAccount('Leaving Reader');
  await createUserByAdmin(page, account, 'premium');
  await useEnglish(page);
  await signInByApi(page, account);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  let asked!: () => void;
  const questionSent = new Promise<void>((resolve) => (asked = resolve));
  // The assistant takes its time, so the user leaves before it answers.
  await page.route('**/api/chat**', async (route) => {
    asked();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/ask-lib');
  const question = page.getByRole('main').getByRole('textbox', { name: 'Your question' });
  await question.fill('Which libraries are in Oceania?');
  await question.press('Enter');
  await questionSent;
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Featured Libraries' })).toBeVisible();
  await page.waitForTimeout(3_500);
  expect(errors).toEqual([]);
});
