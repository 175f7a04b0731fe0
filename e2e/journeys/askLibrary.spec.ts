import { expect, test } from '@playwright/test';
import { createUserByAdmin, newAccount, signInByApi, useEnglish } from './session';

test.describe('Ask Library', () => {
  test('a premium user asks about Oceania in English and in Arabic and gets seeded libraries', async ({
    page,
  }) => {
    const account = newAccount('Premium Reader');
    await createUserByAdmin(page, account, 'premium');
    await useEnglish(page);
    await signInByApi(page, account);
    await page.goto('/ask-lib');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Ask Library' })).toBeVisible();
    await expect(
      main.getByText('Service under maintenance. Please check back later.'),
    ).toBeVisible();
    await expect(
      main.getByText("Hello! I'm your library assistant. How can I help you today?"),
    ).toBeVisible();

    const question = main.getByRole('textbox', { name: 'Your question' });
    await question.fill('Which libraries are in Oceania?');
    await question.press('Enter');
    const log = main.getByRole('log');
    await expect(log.getByText('Which libraries are in Oceania?')).toBeVisible();
    await expect(log.getByText(/National Library of Australia/)).toBeVisible();
    await expect(log.getByText(/National Library of New Zealand/)).toBeVisible();
    await expect(question).toHaveValue('');

    await page.getByRole('button', { name: 'العربية' }).click();
    const arabicQuestion = main.getByRole('textbox', { name: 'سؤالك' });
    await arabicQuestion.fill('ما المكتبات الموجودة في أوقيانوسيا؟');
    await arabicQuestion.press('Enter');
    await expect(log.getByText(/المكتبة الوطنية الأسترالية/)).toBeVisible();
  });

  test('a regular user sees the premium notice instead of the chat', async ({ page }) => {
    const account = newAccount();
    await createUserByAdmin(page, account, 'regular');
    await useEnglish(page);
    await signInByApi(page, account);
    await page.goto('/ask-lib');
    const main = page.getByRole('main');
    await expect(main.getByText('Premium Feature')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Your question' })).toHaveCount(0);
    // The server refuses the chat to a regular user whatever the page shows.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const response = await page.request.post('/api/chat', {
      data: { messages: [{ role: 'user', content: 'hello', timestamp: Date.now() }] },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(403);
  });
});
