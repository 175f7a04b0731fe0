import { librarySchema, type Library } from '@libatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraries } from '../src/db/schema';
import { libraryIdFromName } from '../src/services/libraries';
import { createTestApp, libraryInput, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function create(payload: object) {
  return t.request('POST', '/api/libraries', { token: t.admin.token, payload });
}

describe('POST /api/libraries', () => {
  it('creates a library with the given id and answers 201', async () => {
    const response = await create(libraryInput({ id: 'tl-national' }));
    expect(response.statusCode).toBe(201);
    const library = librarySchema.parse(response.json());
    expect(library).toMatchObject({
      id: 'tl-national',
      lib_name: { en: 'National Library of Testland' },
      region: { en: 'Europe', ar: 'أوروبا' },
      location: { lat: 51.5, lng: -0.12 },
      contact: { phone: '+44 20 0000 0000', email: 'info@library.example.org' },
      languages: ['English', 'Arabic'],
    });
  });

  it('makes a readable, unique id from the English name when none is given', async () => {
    const first = await create(
      libraryInput({ lib_name: { en: 'Bibliothèque Royale — Testland', ar: 'المكتبة الملكية' } }),
    );
    const second = await create(
      libraryInput({ lib_name: { en: 'Bibliothèque Royale — Testland', ar: 'المكتبة الملكية' } }),
    );
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(first.json().id).toMatch(/^bibliotheque-royale-testland-[a-z0-9]{6}$/);
    expect(second.json().id).not.toBe(first.json().id);
    expect(libraryIdFromName('مكتبة')).toMatch(/^library-[a-z0-9]{6}$/);
  });

  it('derives the Arabic region name from the English one whatever the client sent', async () => {
    const response = await create(libraryInput({ region: { en: 'Oceania', ar: 'anything' } }));
    expect(response.json().region).toEqual({ en: 'Oceania', ar: 'أوقيانوسيا' });
  });

  it('answers 409 for an id that exists', async () => {
    expect((await create(libraryInput({ id: 'tl-dup' }))).statusCode).toBe(201);
    const again = await create(libraryInput({ id: 'tl-dup' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'Conflict' });
  });

  it('answers 400 with per-field details carrying the i18n keys of spec §5', async () => {
    const response = await create(
      libraryInput({
        lib_name: { en: '', ar: 'اسم' },
        website: 'ftp://nope',
        contact: { phone: '', email: 'not-an-email' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'BadRequest' });
    const details = response.json().details as { path: string; message: string }[];
    expect(details).toContainEqual({ path: 'lib_name.en', message: 'validation.required' });
    expect(details).toContainEqual({ path: 'contact.phone', message: 'validation.required' });
    expect(details).toContainEqual({ path: 'contact.email', message: 'validation.invalidEmail' });
    expect(details.some((d) => d.path.startsWith('website'))).toBe(true);
  });

  it('turns unparseable coordinates into 0 and refuses out-of-range ones', async () => {
    const zero = await create(
      libraryInput({ location: { lat: 'abc' as unknown as number, lng: 10 } }),
    );
    expect(zero.statusCode).toBe(201);
    expect(zero.json().location).toEqual({ lat: 0, lng: 10 });
    const far = await create(libraryInput({ location: { lat: 91, lng: 0 } }));
    expect(far.statusCode).toBe(400);
    expect(far.json().details).toContainEqual({
      path: 'location.lat',
      message: 'validation.latitudeRange',
    });
  });

  it('accepts an uploaded image path or an https URL and refuses anything else', async () => {
    const uploaded = await create(
      libraryInput({ image: '/uploads/0b6c5e8e-3f1c-4c4b-9d3c-2f0a7b1c9e11.png' }),
    );
    expect(uploaded.statusCode).toBe(201);
    const script = await create(libraryInput({ image: 'javascript:alert(1)' }));
    expect(script.statusCode).toBe(400);
  });
});

describe('GET /api/libraries', () => {
  it('lists every library, readable without a token', async () => {
    const response = await t.request('GET', '/api/libraries');
    expect(response.statusCode).toBe(200);
    const list = response.json() as Library[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const library of list) librarySchema.parse(library);
  });

  it('answers one library by id, and 404 for an unknown id', async () => {
    const one = await t.request('GET', '/api/libraries/tl-national');
    expect(one.statusCode).toBe(200);
    expect(one.json().id).toBe('tl-national');
    const missing = await t.request('GET', '/api/libraries/xx-missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      error: 'NotFound',
      code: 'notFound',
      message: 'Library not found',
    });
  });
});

describe('PUT /api/libraries/{id}', () => {
  it('replaces the library and answers 200 with it', async () => {
    await create(libraryInput({ id: 'tl-edit' }));
    const response = await t.request('PUT', '/api/libraries/tl-edit', {
      token: t.admin.token,
      payload: libraryInput({
        id: 'tl-something-else',
        lib_name: { en: 'Renamed Library', ar: 'مكتبة جديدة' },
        region: { en: 'Asia', ar: '' },
        website: '',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 'tl-edit',
      lib_name: { en: 'Renamed Library', ar: 'مكتبة جديدة' },
      region: { en: 'Asia', ar: 'آسيا' },
      website: '',
    });
    expect((await t.request('GET', '/api/libraries/tl-edit')).json().lib_name.en).toBe(
      'Renamed Library',
    );
    expect((await t.request('GET', '/api/libraries/tl-something-else')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for an invalid body', async () => {
    expect(
      (
        await t.request('PUT', '/api/libraries/xx-none', {
          token: t.admin.token,
          payload: libraryInput(),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request('PUT', '/api/libraries/tl-edit', { token: t.admin.token, payload: {} }))
        .statusCode,
    ).toBe(400);
  });
});

describe('DELETE /api/libraries/{id}', () => {
  it('deletes and answers 200, then 404', async () => {
    await create(libraryInput({ id: 'tl-delete' }));
    const response = await t.request('DELETE', '/api/libraries/tl-delete', {
      token: t.admin.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'tl-delete' });
    expect((await t.request('GET', '/api/libraries/tl-delete')).statusCode).toBe(404);
    expect(
      (await t.request('DELETE', '/api/libraries/tl-delete', { token: t.admin.token })).statusCode,
    ).toBe(404);
  });

  it('accepts an empty JSON body, as some clients send one', async () => {
    await create(libraryInput({ id: 'tl-delete-json' }));
    const response = await t.request('DELETE', '/api/libraries/tl-delete-json', {
      token: t.admin.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('library writes by non-admins', () => {
  it('answers 401 without a token and 403 for regular and premium users, leaving the table as it was', async () => {
    const before = await t.db.select().from(libraries);
    const regular = await t.createUser('regular');
    const premium = await t.createUser('premium');
    const attempts: [string, string, object | undefined][] = [
      ['POST', '/api/libraries', libraryInput({ id: 'tl-intruder' })],
      [
        'PUT',
        '/api/libraries/tl-national',
        libraryInput({ lib_name: { en: 'Hacked', ar: 'Hacked' } }),
      ],
      ['DELETE', '/api/libraries/tl-national', undefined],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await t.request(method as 'POST', url, { payload })).statusCode).toBe(401);
      expect(
        (await t.request(method as 'POST', url, { token: regular.token, payload })).statusCode,
      ).toBe(403);
      expect(
        (await t.request(method as 'POST', url, { token: premium.token, payload })).statusCode,
      ).toBe(403);
    }
    expect(await t.db.select().from(libraries)).toEqual(before);
  });
});
