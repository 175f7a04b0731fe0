import { randomUUID } from 'node:crypto';
import { expect, goto, reload, test } from '../appTest';
import { openSuggestionForm } from './openSuggestionForm';
import { newAccount, signInByApi, signUpByApi, useEnglish } from './session';

// A page the server drew starts from the answers it was drawn with. The board's votes, comments
// and new suggestions must change what is on screen then too, not only after a fetch of the list.
test('on a board drawn by the server (a reload), a vote, a comment and a new suggestion show at once', async ({
  page,
}) => {
  await useEnglish(page);
  const author = newAccount('Board Author');
  await signUpByApi(page, author);
  const token = await signInByApi(page, author);
  const existing = `A board drawn by the server ${randomUUID()}`;
  const created = await page.request.post('/api/suggestions', {
    headers: { authorization: `Bearer ${token}` },
    data: { type: 'feature', content: { en: existing, ar: '' } },
  });
  expect(created.status()).toBe(201);

  await goto(page, '/suggestions');
  await reload(page);
  const main = page.getByRole('main');
  const card = main.getByRole('article').filter({ hasText: existing });
  const vote = card.getByRole('button', { name: /^Vote/ });
  await expect(vote).toHaveAccessibleName('Vote 0');
  await vote.click();
  await expect(vote).toHaveAttribute('aria-pressed', 'true');
  await expect(vote).toHaveAccessibleName('Vote 1');

  await card.getByRole('button', { name: '0 comments' }).click();
  await card.getByLabel('Add a comment').fill('Seen after a reload.');
  await card.getByLabel('Add a comment').press('Enter');
  await expect(card.getByText('Seen after a reload.')).toBeVisible();

  const articlesBefore = await main.getByRole('article').count();
  const another = `Another on the same board ${randomUUID()}`;
  await openSuggestionForm(main);
  await main.getByLabel('Your suggestion').fill(another);
  await main.getByRole('button', { name: 'Submit Suggestion' }).click();
  await expect(main.getByRole('article').first()).toContainText(another);
  // The new one joins the board: the others are still there.
  await expect(card).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(articlesBefore + 1);
});
