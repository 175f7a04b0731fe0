import { errorBodySchema, type Library } from '@libatlas/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removedLibraries } from '../src/db/schema';
import { nationalLibraries } from '../src/seed/nationalLibraries';
import { seedLibraries } from '../src/seed/seedLibraries';
import { drawingTestApp } from './helpers/drawingTestApp';
import { libraryInput, type TestApp } from './helpers/testApp';

// A library's id never changes once published and is never given to another library; a library
// merged into another answers 301 towards it, from the API and from its page.

let t: TestApp;
beforeAll(async () => {
  t = await drawingTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function create(id: string, name = `Library ${id}`) {
  return t.request('POST', '/api/libraries', {
    token: t.admin.token,
    payload: libraryInput({ id, lib_name: { en: name, ar: `مكتبة ${id}` } }),
  });
}

function remove(id: string, mergedInto?: string, token = t.admin.token) {
  const query = mergedInto === undefined ? '' : `?mergedInto=${encodeURIComponent(mergedInto)}`;
  return t.request('DELETE', `/api/libraries/${id}${query}`, { token });
}

const page = (url: string) => t.request('GET', url, { headers: { accept: 'text/html' } });

describe('a removed id', () => {
  it('is recorded with its name, when and by whom, and answers 404', async () => {
    expect((await create('tl-ids-gone', 'Gone Library')).statusCode).toBe(201);
    expect((await remove('tl-ids-gone')).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(removedLibraries)
      .where(eq(removedLibraries.id, 'tl-ids-gone'));
    expect(row).toMatchObject({
      libName: { en: 'Gone Library', ar: 'مكتبة tl-ids-gone' },
      removedBy: t.admin.id,
      mergedInto: null,
    });
    expect(Date.now() - row!.removedAt.getTime()).toBeLessThan(60_000);
    expect((await t.request('GET', '/api/libraries/tl-ids-gone')).statusCode).toBe(404);
    expect((await page('/libraries/tl-ids-gone?lang=en')).statusCode).toBe(404);
  });

  it('is never given to another library: creating one with it answers 409 and writes nothing', async () => {
    expect((await create('tl-ids-reused')).statusCode).toBe(201);
    expect((await remove('tl-ids-reused')).statusCode).toBe(200);
    const again = await create('tl-ids-reused', 'Another Library');
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json())).toMatchObject({
      error: 'Conflict',
      code: 'libraryIdRemoved',
      message: expect.stringContaining('never given to another library'),
    });
    expect((await t.request('GET', '/api/libraries/tl-ids-reused')).statusCode).toBe(404);
  });

  it('is not brought back by seeding the national libraries again', async () => {
    const [seeded] = nationalLibraries;
    expect(await seedLibraries(t.db, [seeded!])).toBe(1);
    expect((await remove(seeded!.id)).statusCode).toBe(200);
    expect(await seedLibraries(t.db, [seeded!])).toBe(0);
    expect((await t.request('GET', `/api/libraries/${seeded!.id}`)).statusCode).toBe(404);
  });
});

describe('DELETE /api/libraries/{id}?mergedInto=', () => {
  beforeAll(async () => {
    for (const id of ['tl-ids-kept', 'tl-ids-twin', 'tl-ids-third', 'tl-ids-final']) {
      expect((await create(id)).statusCode).toBe(201);
    }
  });

  it('refuses a merge into the library itself (400) or into none (404), removing nothing', async () => {
    const itself = await remove('tl-ids-kept', 'tl-ids-kept');
    expect(itself.statusCode).toBe(400);
    expect(errorBodySchema.parse(itself.json()).details).toEqual([
      { path: 'mergedInto', message: 'validation.invalidChoice' },
    ]);
    expect((await remove('tl-ids-kept', 'tl-ids-nowhere')).statusCode).toBe(404);
    expect((await remove('tl-ids-kept', 'tl-ids-gone')).statusCode).toBe(404);
    expect((await t.request('GET', '/api/libraries/tl-ids-kept')).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    const regular = await t.createUser('regular');
    expect((await remove('tl-ids-twin', 'tl-ids-kept', regular.token)).statusCode).toBe(403);
    expect((await t.request('GET', '/api/libraries/tl-ids-twin')).statusCode).toBe(200);
  });

  it('records the merge and moves the id for good: 301 to the surviving record', async () => {
    const merged = await remove('tl-ids-twin', 'tl-ids-kept');
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({ id: 'tl-ids-twin' });
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.request(method, '/api/libraries/tl-ids-twin');
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/api/libraries/tl-ids-kept');
    }
    const kept = await t.request('GET', '/api/libraries/tl-ids-kept');
    expect(kept.json<Library>().id).toBe('tl-ids-kept');
    expect((await create('tl-ids-twin')).statusCode).toBe(409);
  });

  it('moves the page of a merged library to the page it was merged into, in the language asked', async () => {
    const response = await page('/libraries/tl-ids-twin?lang=ar');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/libraries/tl-ids-kept?lang=ar');
  });

  it('leads along later merges to the library that survives them', async () => {
    expect((await remove('tl-ids-third', 'tl-ids-final')).statusCode).toBe(200);
    expect((await remove('tl-ids-kept', 'tl-ids-third')).statusCode).toBe(404);
    expect((await remove('tl-ids-kept', 'tl-ids-final')).statusCode).toBe(200);
    const response = await t.request('GET', '/api/libraries/tl-ids-twin');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/api/libraries/tl-ids-final');
    // Once the survivor is removed outright, the chain leads nowhere.
    expect((await remove('tl-ids-final')).statusCode).toBe(200);
    expect((await t.request('GET', '/api/libraries/tl-ids-twin')).statusCode).toBe(404);
  });
});

describe('the feed links in the head of the pages', () => {
  it.each(['en', 'ar'] as const)(
    "names the directory's feed on every public page, and a library's own on its page (%s)",
    async (lang) => {
      const id = `tl-ids-head-${lang}`;
      expect((await create(id, 'Head & Feed Library')).statusCode).toBe(201);
      const list = await page(`/libraries?lang=${lang}`);
      const feedLinks = (html: string) =>
        [...html.matchAll(/<link rel="alternate" type="application\/atom\+xml"[^>]*>/g)].map(
          ([tag]) => tag,
        );
      const title = {
        en: 'Changes in the atlas (Atom feed)',
        ar: 'التغييرات في الأطلس (موجز Atom)',
      };
      expect(feedLinks(list.body)).toEqual([
        `<link rel="alternate" type="application/atom+xml" title="${title[lang]}" href="http://localhost:80/feed.xml?lang=${lang}">`,
      ]);
      const own = {
        en: 'Changes to Head &amp; Feed Library (Atom feed)',
        ar: 'التغييرات في مكتبة tl-ids-head-ar (موجز Atom)',
      };
      const library = await page(`/libraries/${id}?lang=${lang}`);
      expect(feedLinks(library.body)).toEqual([
        `<link rel="alternate" type="application/atom+xml" title="${title[lang]}" href="http://localhost:80/feed.xml?lang=${lang}">`,
        `<link rel="alternate" type="application/atom+xml" title="${own[lang]}" href="http://localhost:80/libraries/${id}/feed.xml?lang=${lang}">`,
      ]);
    },
  );
});
