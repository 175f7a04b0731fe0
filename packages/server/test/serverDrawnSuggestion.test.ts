import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawingTestApp } from './helpers/drawingTestApp';
import { libraryInput, type TestApp } from './helpers/testApp';

// The pages the server draws, with the app's own renderer (from its sources; the build's
// dist/server/entry.js is the same code): a suggestion's page, and addresses whose id cannot exist.

let t: TestApp;
beforeAll(async () => {
  t = await drawingTestApp();
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

const NOT_FOUND = {
  en: {
    title: 'Suggestion not found',
    text: 'It may have been withdrawn, or the link may be wrong.',
  },
  ar: { title: 'الاقتراح غير موجود', text: 'ربما سُحب، أو ربما كان الرابط خاطئًا.' },
} as const;

describe("a suggestion's page drawn by the server (issue 28 UX-07)", () => {
  it.each(['en', 'ar'] as const)(
    'answers an unknown one 404 with its not-found page (%s)',
    async (lang) => {
      const response = await page(`/suggestions/3f6c1a52-0000-4000-8000-000000000000?lang=${lang}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(`<title>${NOT_FOUND[lang].title} ·`);
      expect(rootText(response.body)).toContain(NOT_FOUND[lang].title);
      expect(rootText(response.body)).toContain(NOT_FOUND[lang].text);
    },
  );

  it.each(['en', 'ar'] as const)('draws a known one, its text in the page (%s)', async (lang) => {
    const author = await t.createUser('regular');
    const content = {
      en: 'Open the reading rooms on Fridays',
      ar: 'افتحوا قاعات المطالعة يوم الجمعة',
    };
    const created = await t.request('POST', '/api/suggestions', {
      token: author.token,
      payload: { type: 'feature', content },
    });
    expect(created.statusCode).toBe(201);
    const response = await page(`/suggestions/${created.json().id}?lang=${lang}`);
    expect(response.statusCode).toBe(200);
    expect(rootText(response.body)).toContain(content[lang]);
    expect(rootText(response.body)).not.toContain(NOT_FOUND[lang].title);
  });
});

describe('an address whose id cannot exist (issue 28, noted)', () => {
  // Characters outside any id's alphabet: the page was not drawn (the shell, 200).
  const ODD = ['%3Cb%3E', '%20', '%25', 'a%3Fb', 'a%23b', '%E2%80%AE', 'a%2Fb'];

  it.each(ODD)('answers /libraries/%s 404 with the library not-found page', async (id) => {
    const response = await page(`/libraries/${id}?lang=en`);
    expect(response.statusCode).toBe(404);
    expect(rootText(response.body)).toContain('Library not found');
  });

  it.each(ODD)('answers /suggestions/%s 404 with the suggestion not-found page', async (id) => {
    const response = await page(`/suggestions/${id}?lang=en`);
    expect(response.statusCode).toBe(404);
    expect(rootText(response.body)).toContain('Suggestion not found');
  });

  it('still draws a library whose id is written with escapes it need not have', async () => {
    const created = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({ id: 'xx-odd-escapes' }),
    });
    expect(created.statusCode).toBe(201);
    const response = await page('/libraries/xx%2Dodd%2Descapes?lang=en');
    expect(response.statusCode).toBe(200);
    expect(rootText(response.body)).toContain(created.json().lib_name.en);
  });
});
