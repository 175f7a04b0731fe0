import { randomUUID } from 'node:crypto';
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, goto, test } from '../appTest';
import { firstHeading, textOf } from './servedHtml';
import { newAccount, signUpByApi } from './session';

// Issue 28 UX-07: a suggestion's address is drawn by the server, as a library's is: an unknown one
// answers 404 with its not-found page (it answered 200 with the board's title), a known one shows
// that suggestion, and the app takes the page over in the browser without drawing it again.

type Language = 'en' | 'ar';
const LANGUAGES: Language[] = ['en', 'ar'];
const DIRECTION: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };
const NOT_FOUND: Record<Language, { heading: string; text: string }> = {
  en: {
    heading: 'Suggestion not found',
    text: 'It may have been withdrawn, or the link may be wrong.',
  },
  ar: { heading: 'الاقتراح غير موجود', text: 'ربما سُحب، أو ربما كان الرابط خاطئًا.' },
};
const FOUND_HEADING: Record<Language, string> = { en: 'Suggestion', ar: 'اقتراح' };

declare global {
  interface Window {
    /** The h1 the server sent, kept before the app's scripts run. */
    drawnHeading?: Element | null;
  }
}

/** Keeps the h1 element the server sent, before the app's code runs; collects the page's errors. */
async function watch(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.drawnHeading = document.querySelector('h1');
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // The unknown suggestion's document answered 404, as it should; the map's tiles never answer.
    if (/status of 404/.test(message.text())) return;
    if (message.location().url.startsWith('http://127.0.0.1:9/')) return;
    errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** What the browser shows once the app has taken the page over. */
function shown(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    heading: document.querySelector('h1')?.textContent,
    kept: window.drawnHeading != null && document.querySelector('h1') === window.drawnHeading,
  }));
}

for (const language of LANGUAGES) {
  test(`an unknown suggestion's address is its 404 page, a known one shows it (${language})`, async ({
    page,
  }) => {
    const errors = await watch(page);

    const unknown = await goto(page, `/suggestions/${randomUUID()}?lang=${language}`);
    expect(unknown?.status()).toBe(404);
    const unknownHtml = await unknown!.text();
    expect(firstHeading(unknownHtml)).toBe(NOT_FOUND[language].heading);
    expect(textOf(unknownHtml)).toContain(NOT_FOUND[language].text);
    await expect(page.getByRole('main')).toContainText(NOT_FOUND[language].text);
    expect(await shown(page)).toEqual({
      lang: language,
      dir: DIRECTION[language],
      heading: NOT_FOUND[language].heading,
      kept: true,
    });

    // Made by another reader: this page's reader is a visitor, as the server drew it for.
    const author = newAccount('Suggestion Author');
    await signUpByApi(page, author);
    const login = await page.request.post('/api/users/login', { data: author });
    const { token } = (await login.json()) as { token: string };
    const content = {
      en: `Longer opening hours ${randomUUID()}`,
      ar: `ساعات عمل أطول ${randomUUID()}`,
    };
    const created = await page.request.post('/api/suggestions', {
      headers: { authorization: `Bearer ${token}` },
      data: { type: 'feature', content },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const known = await goto(page, `/suggestions/${id}?lang=${language}`);
    expect(known?.status()).toBe(200);
    const knownHtml = await known!.text();
    expect(firstHeading(knownHtml)).toBe(FOUND_HEADING[language]);
    expect(textOf(knownHtml)).toContain(content[language]);
    const article = page.getByRole('main').getByRole('article');
    await expect(article).toContainText(content[language]);
    expect(await shown(page)).toEqual({
      lang: language,
      dir: DIRECTION[language],
      heading: FOUND_HEADING[language],
      kept: true,
    });
    expect(errors).toEqual([]);
  });
}
