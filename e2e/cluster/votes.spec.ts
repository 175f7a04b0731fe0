import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, goto, reload, test } from '../appTest';
import { newAccount, signInByApi, signUpByApi, useEnglish } from '../journeys/session';
import { BACKEND_HEADER } from './backendHeader';

/** Sends every request of the page to one server, and loads the board again from it. */
async function reloadFrom(page: Page, backend: string) {
  await page.setExtraHTTPHeaders({ [BACKEND_HEADER]: backend });
  const response = await reload(page);
  expect(response?.headers()[BACKEND_HEADER]).toBe(backend);
}

test('a vote is counted once, whichever server took it', async ({ page, browser }) => {
  await useEnglish(page);
  const account = newAccount('Voting Reader');
  await signUpByApi(page, account);
  const token = await signInByApi(page, account);
  const content = `Open on Saturdays ${randomUUID()}`;
  const created = await page.request.post('/api/suggestions', {
    data: { type: 'feature', content: { en: content, ar: '' } },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);

  await page.setExtraHTTPHeaders({ [BACKEND_HEADER]: '0' });
  await goto(page, '/suggestions');
  const vote = page.getByRole('article').filter({ hasText: content }).getByRole('button', {
    name: /^Vote/,
  });
  await expect(vote).toHaveAccessibleName('Vote 0');
  const voted = page.waitForResponse((r) => r.url().endsWith('/vote'));
  await vote.click();
  expect((await voted).headers()[BACKEND_HEADER]).toBe('0');
  await expect(vote).toHaveAccessibleName('Vote 1');
  await expect(vote).toHaveAttribute('aria-pressed', 'true');

  // Each server shows the one vote, and knows it is this reader's.
  for (const backend of ['1', '0', '1']) {
    await reloadFrom(page, backend);
    await expect(vote).toHaveAccessibleName('Vote 1');
    await expect(vote).toHaveAttribute('aria-pressed', 'true');
  }

  // The same reader on another device, served by the other server, sees the vote as theirs:
  // pressing again takes it back rather than counting it twice.
  const device = await browser.newContext({ extraHTTPHeaders: { [BACKEND_HEADER]: '1' } });
  const other = await device.newPage();
  await useEnglish(other);
  await signInByApi(other, account);
  await goto(other, '/suggestions');
  const sameVote = other.getByRole('article').filter({ hasText: content }).getByRole('button', {
    name: /^Vote/,
  });
  await expect(sameVote).toHaveAccessibleName('Vote 1');
  await expect(sameVote).toHaveAttribute('aria-pressed', 'true');
  const unvoted = other.waitForResponse((r) => r.url().endsWith('/vote'));
  await sameVote.click();
  expect((await unvoted).headers()[BACKEND_HEADER]).toBe('1');
  await expect(sameVote).toHaveAccessibleName('Vote 0');
  await device.close();

  await reloadFrom(page, '0');
  await expect(vote).toHaveAccessibleName('Vote 0');
  await expect(vote).toHaveAttribute('aria-pressed', 'false');
});
