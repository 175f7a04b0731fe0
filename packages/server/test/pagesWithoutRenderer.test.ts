import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorBodySchema } from '@libatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';
import { SHELL_TEMPLATE } from './helpers/drawingTestApp';

// The page server over what the build left (routes/createPageServer.ts): no app at all (the API
// alone, as in development), or the app's index.html without the server entry that draws pages
// (an older build), where every page is the app's shell for the browser to draw.

/** Every page of the app (packages/app routes.tsx), public and signed-in, and an unknown one. */
const PAGE_PATHS = [
  '/libraries',
  '/libraries/fr-bnf',
  '/regions',
  '/about',
  '/data',
  '/embed/map',
  '/suggestions',
  '/suggestions/3f6c1a52-0000-4000-8000-000000000000',
  '/notifications',
  '/profile',
  '/ask-lib',
  '/manage',
  '/users/add',
  '/users/some-user',
  '/users/some-user/edit',
  '/customize',
  '/login',
  '/no-such-page',
];

describe('with no built app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers only the API: a page address is a JSON 404', async () => {
    for (const url of ['/', '/libraries', '/libraries/fr-bnf?lang=en']) {
      const response = await t.request('GET', url, { headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(errorBodySchema.parse(response.json()), url).toMatchObject({
        statusCode: 404,
        error: 'NotFound',
      });
    }
    expect((await t.request('GET', '/api/health')).statusCode).toBe(200);
  });
});

describe('with the app template but no page renderer', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'libatlas-shell-'));
    await writeFile(join(dir, 'index.html'), SHELL_TEMPLATE);
    t = await createTestApp({ staticDir: dir, rendererFile: join(dir, 'no-such-entry.js') });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers every page address with the template, whatever the client accepts', async () => {
    for (const path of PAGE_PATHS) {
      for (const url of [path, `${path}?lang=en`]) {
        for (const accept of ['text/html,application/xhtml+xml', '*/*']) {
          const response = await t.request('GET', url, {
            headers: { accept, cookie: 'preferredLanguage=en' },
          });
          const label = `${url} (${accept})`;
          expect(response.statusCode, label).toBe(200);
          expect(response.headers['content-type'], label).toBe('text/html; charset=utf-8');
          expect(response.headers['cache-control'], label).toBe('no-cache');
          expect(response.headers.vary, label).toMatch(/cookie/);
          expect(response.body, label).toBe(SHELL_TEMPLATE);
        }
      }
    }
  });

  it('keeps the API and missing files as JSON 404s', async () => {
    for (const url of ['/api/nothing-here', '/assets/missing-chunk.js', '/favicon.ico']) {
      const response = await t.request('GET', url, { headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('answers / with the template too', async () => {
    for (const headers of [{ accept: 'text/html' }, {}] as Record<string, string>[]) {
      const response = await t.request('GET', '/', { headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(SHELL_TEMPLATE);
    }
  });
});
