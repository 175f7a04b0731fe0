import { pageAnswers, renderPage } from '@libatlas/app/ssr';
import type { Language } from '@libatlas/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawingTestApp, SHELL_TEMPLATE } from './helpers/drawingTestApp';
import { libraryInput, type TestApp } from './helpers/testApp';

// Issue 33 §4: each page the server draws has its own i18next instance, so pages of the two
// languages are drawn side by side (no longer one at a time under a queue) and each is whole in its
// own language: its document, its texts and its head.

let t: TestApp;
beforeAll(async () => {
  t = await drawingTestApp();
  const created = await t.request('POST', '/api/libraries', {
    token: t.admin.token,
    payload: libraryInput({
      id: 'tl-side-by-side',
      lib_name: { en: 'Side by Side Library', ar: 'مكتبة جنبًا إلى جنب' },
    }),
  });
  expect(created.statusCode).toBe(201);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const page = (url: string) => t.request('GET', url, { headers: { accept: 'text/html' } });

/** The text a reader sees in the page's #root (tags dropped). */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id='));
  return root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const TEXTS = {
  en: { dir: 'ltr', nav: ['Libraries', 'Regions', 'About'], library: 'Side by Side Library' },
  ar: { dir: 'rtl', nav: ['المكتبات', 'المناطق', 'عن الأطلس'], library: 'مكتبة جنبًا إلى جنب' },
} as const;

/** The page in `lang`: its document's language and direction, its header's texts, and no other language's. */
function expectWhollyIn(html: string, lang: 'en' | 'ar', url: string) {
  const other = lang === 'en' ? 'ar' : 'en';
  expect(/<html lang="(\w+)" dir="(\w+)">/.exec(html)?.slice(1), url).toEqual([
    lang,
    TEXTS[lang].dir,
  ]);
  const text = rootText(html);
  for (const word of TEXTS[lang].nav) expect(text, url).toContain(word);
  for (const word of TEXTS[other].nav) expect(text, url).not.toContain(word);
}

describe('pages of the two languages drawn at the same time', () => {
  it('are drawn side by side: one waiting for its code does not hold the other up', async () => {
    const finished: string[] = [];
    /** The app's renderer itself, on the API's answers, noting when each page is done. */
    const draw = async (url: string, language: Language) => {
      const answers: Record<string, string> = {};
      for (const path of pageAnswers(url, language)) {
        answers[path] = (await t.request('GET', `/api${path}`)).body;
      }
      const drawn = renderPage({
        template: SHELL_TEMPLATE,
        url,
        language,
        answers,
        renderedAt: Date.now(),
        origin: 'https://atlas.example.org',
        modulePreloads: [],
      });
      return { drawn: drawn.then((page) => (finished.push(url), page)) };
    };
    // About's code is there: its page is drawn at once. Login's was never loaded in this file.
    await (
      await draw('/about', 'ar')
    ).drawn;
    finished.length = 0;
    const login = await draw('/login', 'en');
    const about = await draw('/about', 'ar');
    const [en, ar] = await Promise.all([login.drawn, about.drawn]);
    // Asked second, the Arabic page was done first: it did not wait for the English one's code.
    expect(finished).toEqual(['/about', '/login']);
    expectWhollyIn(en.html, 'en', '/login');
    expectWhollyIn(ar.html, 'ar', '/about');
  });

  // Each path's first drawing in both languages at once: a page never drawn before waits for
  // its lazy parts (the renders' awaits interleave), the case a shared instance got wrong.
  it.each(['/libraries/tl-side-by-side', '/about', '/regions', '/data', '/'])(
    'are each in their own language: %s',
    async (path) => {
      const urls = [`${path}?lang=en`, `${path}?lang=ar`, `${path}?lang=en&again`];
      const [en, ar, enAgain] = await Promise.all(urls.map(page));
      expectWhollyIn(en!.body, 'en', urls[0]!);
      expectWhollyIn(ar!.body, 'ar', urls[1]!);
      expectWhollyIn(enAgain!.body, 'en', urls[2]!);
    },
  );

  it('draw a library’s page with its name, its head and its dates in each language', async () => {
    const path = '/libraries/tl-side-by-side';
    const rounds = await Promise.all(
      Array.from({ length: 3 }, () =>
        Promise.all([page(`${path}?lang=ar&round`), page(`${path}?lang=en&round`)]),
      ),
    );
    for (const [ar, en] of rounds) {
      expect(en!.statusCode).toBe(200);
      expect(ar!.statusCode).toBe(200);
      expect(en!.body).toMatch(/<h1\b[^>]*>Side by Side Library<\/h1>/);
      expect(ar!.body).toMatch(/<h1\b[^>]*>مكتبة جنبًا إلى جنب<\/h1>/);
      expect(en!.body).toContain('<title>Side by Side Library ·');
      expect(ar!.body).toContain('<title>مكتبة جنبًا إلى جنب ·');
      expect(rootText(en!.body)).toContain('Last updated');
      expect(rootText(ar!.body)).toContain('آخر تحديث');
      expectWhollyIn(en!.body, 'en', path);
      expectWhollyIn(ar!.body, 'ar', path);
    }
  });
});
