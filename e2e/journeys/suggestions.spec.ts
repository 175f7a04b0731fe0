import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, goto, reload, test } from '../appTest';
import { openSuggestionForm } from './openSuggestionForm';
import { E2E_ADMIN, logInByUi, newAccount, signUpByApi, useEnglish } from './session';

function cardOf(page: Page, content: string) {
  return page.getByRole('article').filter({ hasText: content });
}

test.describe('suggestions', () => {
  test.beforeEach(async ({ page }) => useEnglish(page));

  test('a user suggests, votes, unvotes, comments and filters; an admin approves', async ({
    page,
    browser,
  }) => {
    const account = newAccount('Suggesting Reader');
    const content = `Add opening hours for holidays ${randomUUID()}`;
    await signUpByApi(page, account);
    await goto(page, '/suggestions');
    await logInByUi(page, account);
    const main = page.getByRole('main');

    await openSuggestionForm(main);
    await expect(main.getByRole('combobox', { name: 'Type', exact: true })).toHaveText('Feature');
    await main.getByRole('combobox', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'Improvement' }).click();
    await main.getByLabel('Your suggestion').fill(content);
    await main.getByRole('button', { name: 'Submit Suggestion' }).click();

    // The new suggestion is on top, pending, with no votes.
    const card = cardOf(page, content);
    await expect(card).toBeVisible();
    await expect(main.getByRole('article').first()).toContainText(content);
    await expect(card.getByText('Pending')).toBeVisible();
    await expect(card.getByText('Improvement')).toBeVisible();

    const vote = card.getByRole('button', { name: /^Vote/ });
    await expect(vote).toHaveAttribute('aria-pressed', 'false');
    await expect(vote).toHaveAccessibleName('Vote 0');
    await vote.click();
    await expect(vote).toHaveAttribute('aria-pressed', 'true');
    await expect(vote).toHaveAccessibleName('Vote 1');
    await vote.click();
    await expect(vote).toHaveAttribute('aria-pressed', 'false');
    await expect(vote).toHaveAccessibleName('Vote 0');

    await card.getByRole('button', { name: '0 comments' }).click();
    const comment = card.getByLabel('Add a comment');
    await comment.fill('   ');
    await comment.press('Enter');
    await expect(card.getByRole('button', { name: '0 comments' })).toBeVisible();
    await comment.fill('Christmas and Eid hours differ.');
    await comment.press('Enter');
    await expect(card.getByText('Christmas and Eid hours differ.')).toBeVisible();
    await expect(card.getByRole('button', { name: '1 comment' })).toBeVisible();
    await expect(comment).toHaveValue('');

    await main.getByRole('button', { name: 'My suggestions' }).click();
    await expect(page).toHaveURL(/filter=mine/);
    await expect(main.getByRole('article')).toHaveCount(1);
    await main.getByRole('button', { name: 'Pending' }).click();
    await expect(card).toBeVisible();
    await main.getByRole('button', { name: 'Approved' }).click();
    await expect(card).toHaveCount(0);

    // The admin approves it in another browser; the badge changes and the buttons go.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await useEnglish(admin);
    await goto(admin, '/suggestions');
    await logInByUi(admin, E2E_ADMIN);
    const adminCard = cardOf(admin, content);
    await expect(adminCard.getByRole('button', { name: 'Reject' })).toBeVisible();
    await adminCard.getByRole('button', { name: 'Approve' }).click();
    await expect(adminCard.getByText('Approved')).toBeVisible();
    await expect(adminCard.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(adminCard.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await adminContext.close();

    await reload(page);
    await expect(card).toBeVisible();
    await expect(card.getByText('Approved')).toBeVisible();
    // A regular user never gets the review buttons.
    await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  });

  test('a visitor reads suggestions but gets no vote, comment or new-suggestion controls', async ({
    page,
  }) => {
    const account = newAccount();
    const content = `Visitors read this ${randomUUID()}`;
    await signUpByApi(page, account);
    const login = await page.request.post('/api/users/login', { data: account });
    const { token } = (await login.json()) as { token: string };
    const created = await page.request.post('/api/suggestions', {
      data: { type: 'bug', content: { en: content, ar: '' } },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(created.status()).toBe(201);

    await goto(page, '/suggestions');
    const main = page.getByRole('main');
    const card = cardOf(page, content);
    await expect(card).toBeVisible();
    await expect(main.getByText('Sign in to submit suggestions, vote and comment.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'New Suggestion' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'My suggestions' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /^Vote/ })).toHaveCount(0);
    await expect(card.getByText('0 votes')).toBeVisible();
    await card.getByRole('button', { name: '0 comments' }).click();
    await expect(card.getByLabel('Add a comment')).toHaveCount(0);

    // In Arabic the same card falls back to its English text and reads right-to-left.
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الاقتراحات' })).toBeVisible();
    await expect(cardOf(page, content)).toBeVisible();
  });
});
