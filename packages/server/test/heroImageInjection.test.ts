import { pageAnswers, renderPage } from '@libatlas/app/ssr';
import { DEFAULT_SITE_SETTINGS } from '@libatlas/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../src/db/schema';
import { drawingTestApp, SHELL_TEMPLATE } from './helpers/drawingTestApp';
import type { TestApp } from './helpers/testApp';

// Issue 28 F1: a hero image that ended the page's <style> element put markup in the Home page
// every visitor got (a refresh to another site; the CSP stops scripts, not that).

const INJECTION = '</style><meta http-equiv="refresh" content="0;url=https://evil.example">';
const HOSTILE = [
  INJECTION,
  `https://images.example.org/hero.jpg${INJECTION}`,
  `/uploads/hero.jpg${INJECTION}`,
];

/** The page's head holds its styles whole: every <style> element ends where Emotion wrote it. */
function expectStylesIntact(html: string) {
  expect(html).not.toContain('<meta http-equiv');
  expect(html).not.toContain('evil.example">');
  const head = html.slice(0, html.indexOf('</head>'));
  // Every style element opened is whole: its CSS holds no `<` and its own end tag closes it.
  const whole = head.match(/<style data-emotion="[^"]*">[^<]*<\/style>/g) ?? [];
  expect(whole.length).toBeGreaterThan(0);
  expect(head.match(/<style\b/g)).toHaveLength(whole.length);
  expect(head.match(/<\/style>/g)).toHaveLength(whole.length);
}

let t: TestApp;
beforeAll(async () => {
  t = await drawingTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('a hero image that would end the page’s style element', () => {
  it.each(HOSTILE)('is refused: 400 on the field (%s)', async (heroImage) => {
    const response = await t.request('PUT', '/api/settings', {
      token: t.admin.token,
      payload: { ...DEFAULT_SITE_SETTINGS, heroImage },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ path: 'heroImage' })]);
  });

  it('leaves an upload path and an https URL accepted', async () => {
    for (const heroImage of ['/uploads/hero-1.jpg', 'https://images.example.org/a/hero(1).jpg']) {
      const response = await t.request('PUT', '/api/settings', {
        token: t.admin.token,
        payload: { ...DEFAULT_SITE_SETTINGS, heroImage },
      });
      expect(response.statusCode, heroImage).toBe(200);
      expect(response.json().heroImage).toBe(heroImage);
    }
  });

  it('stored by an older version, draws no markup on Home: the image is dropped, the rest kept', async () => {
    // As an older version saved it, which checked nothing but the length.
    await t.db
      .update(siteSettings)
      .set({
        settings: { ...DEFAULT_SITE_SETTINGS, colorScheme: 'dark', heroImage: HOSTILE[1]! },
      })
      .where(eq(siteSettings.id, 1));
    const settings = (await t.request('GET', '/api/settings')).json();
    expect(settings).toMatchObject({ colorScheme: 'dark', heroImage: '' });
    for (const url of ['/?lang=en', '/?lang=ar']) {
      const page = await t.request('GET', url, { headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expectStylesIntact(page.body);
    }
  }, 60_000);

  it('even let through to the renderer, cannot end the style element', async () => {
    for (const language of ['en', 'ar'] as const) {
      const url = `/?lang=${language}`;
      const answers: Record<string, string | null> = {};
      for (const path of pageAnswers(url, language)) {
        answers[path] = (await t.request('GET', `/api${path}`)).body;
      }
      answers['/settings'] = JSON.stringify({
        ...DEFAULT_SITE_SETTINGS,
        heroImage: HOSTILE[1],
        tileUrl: 'https://tile.example.org/{z}/{x}/{y}.png',
      });
      const page = await renderPage({
        template: SHELL_TEMPLATE,
        url,
        language,
        answers,
        renderedAt: Date.now(),
        origin: 'https://atlas.example.org',
        modulePreloads: [],
      });
      expectStylesIntact(page.html);
      // The image is still there, its address written so that it ends nothing.
      expect(page.html).toContain('https://images.example.org/hero.jpg');
    }
  }, 60_000);
});
