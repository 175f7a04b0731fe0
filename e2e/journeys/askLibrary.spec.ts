import { expect, goto, test } from '../appTest';
import { createUserByAdmin, E2E_ADMIN, newAccount, signInByApi, useEnglish } from './session';

test.describe('Ask Library', () => {
  test('a premium user asks about Oceania in English and in Arabic and gets seeded libraries', async ({
    page,
  }) => {
    const account = newAccount('Premium Reader');
    await createUserByAdmin(page, account, 'premium');
    await useEnglish(page);
    await signInByApi(page, account);
    await goto(page, '/ask-lib');

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
    // The panel reads the answer as server-sent events, the built-in engine's in one piece.
    const streamed = page.waitForResponse('**/api/chat/stream');
    await question.press('Enter');
    const answer = await streamed;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/event-stream/);
    const log = main.getByRole('log');
    await expect(log.getByText('Which libraries are in Oceania?')).toBeVisible();
    await expect(log.getByText(/National Library of Australia/)).toBeVisible();
    await expect(log.getByText(/National Library of New Zealand/)).toBeVisible();
    await expect(log).toHaveAttribute('aria-busy', 'false');
    await expect(log.locator('time')).toHaveCount(2);
    await expect(question).toHaveValue('');

    await page.getByRole('button', { name: 'العربية' }).click();
    const arabicQuestion = main.getByRole('textbox', { name: 'سؤالك' });
    await arabicQuestion.fill('ما المكتبات الموجودة في أوقيانوسيا؟');
    await arabicQuestion.press('Enter');
    await expect(log.getByText(/المكتبة الوطنية الأسترالية/)).toBeVisible();
  });

  test('a newer question and leaving the page cancel the one in flight silently', async ({
    page,
  }) => {
    // Three questions and a page change: more round trips than a journey's default 30 s allows
    // when the machine is busy.
    test.setTimeout(60_000);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The first and third questions are held on their way, so they are still in flight when the
    // reader asks again or leaves; the second goes straight through.
    const reached: string[] = [];
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/chat/stream', async (route) => {
      const body = route.request().postDataJSON() as { messages: { content: string }[] };
      reached.push(body.messages.at(-1)!.content);
      if (reached.length === 2) return route.continue();
      await released;
      // By then the page has given the request up.
      await route.continue().catch(() => undefined);
    });

    // Admins may ask too: signing the admin in spares this journey two slow password hashes.
    await useEnglish(page);
    await signInByApi(page, E2E_ADMIN);
    await goto(page, '/ask-lib');
    const main = page.getByRole('main');
    const log = main.getByRole('log');
    const question = main.getByRole('textbox', { name: 'Your question' });

    await question.fill('Which libraries are in Oceania?');
    await question.press('Enter');
    await expect.poll(() => reached.length).toBe(1);
    await expect(log.getByText('Thinking…')).toBeVisible();
    await question.fill('libraries in Egypt');
    await question.press('Enter');
    await expect(log.getByText(/Bibliotheca Alexandrina/)).toBeVisible();
    // The replaced question got no answer and no failure.
    await expect(log.getByText(/National Library of Australia/)).toHaveCount(0);
    await expect(main.getByRole('alert')).toHaveCount(0);

    await question.fill('How many libraries are there?');
    await question.press('Enter');
    await expect.poll(() => reached.length).toBe(3);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'About', exact: true })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await page.waitForTimeout(500);
    release();
    expect(problems).toEqual([]);
  });

  test('a regular user sees the premium notice instead of the chat', async ({ page }) => {
    const account = newAccount();
    await createUserByAdmin(page, account, 'regular');
    await useEnglish(page);
    await signInByApi(page, account);
    await goto(page, '/ask-lib');
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
