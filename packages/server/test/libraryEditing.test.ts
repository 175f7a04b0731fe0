import { libraryUpdateInputSchema, type Library } from '@libatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalLibraries } from '../src/seed/nationalLibraries';
import { seedLibraries } from '../src/seed/seedLibraries';
import { createTestApp, libraryInput, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const seeded = (id: string) => {
  const record = nationalLibraries.find((library) => library.id === id);
  if (!record) throw new Error(`no seeded library ${id}`);
  return record;
};

/** What the form sends back for a record: the answer without the server's own fields. */
function payloadOf(library: Library) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...rest } = library;
  return libraryUpdateInputSchema.parse(rest);
}

async function put(id: string, payload: object) {
  return t.request('PUT', `/api/libraries/${id}`, { token: t.admin.token, payload });
}

describe('editing a seeded record that has no contact details', () => {
  it('saves a corrected description and keeps the empty phone and email empty', async () => {
    const record = seeded('bf-bnb');
    expect(record.contact).toEqual({ phone: '', email: '' });
    await seedLibraries(t.db, [record]);
    const before = (await t.request('GET', '/api/libraries/bf-bnb')).json<Library>();
    const description = {
      en: `${record.description.en} Corrected by an admin.`,
      ar: `${record.description.ar} صحّحه أحد المشرفين.`,
    };
    const response = await put('bf-bnb', { ...payloadOf(before), description });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      description,
      contact: { phone: '', email: '' },
      sources: record.sources,
      lastChecked: record.lastChecked,
      locationPrecision: 'city',
    });
  });

  it('still refuses an invalid email or a malformed identifier on such a record', async () => {
    const record = seeded('td-bnt');
    await seedLibraries(t.db, [record]);
    const before = (await t.request('GET', '/api/libraries/td-bnt')).json<Library>();
    const response = await put('td-bnt', {
      ...payloadOf(before),
      contact: { phone: '', email: 'not-an-email' },
      wikidata: 'X12',
      lastChecked: '2025-02-30',
    });
    expect(response.statusCode).toBe(400);
    const details = response.json().details as { path: string; message: string }[];
    expect(details).toContainEqual({ path: 'contact.email', message: 'validation.invalidEmail' });
    expect(details.map((d) => d.path)).toEqual(expect.arrayContaining(['wikidata', 'lastChecked']));
  });
});

describe('a record whose contacts are known', () => {
  it('refuses to blank a known phone or email, naming the field, and changes nothing', async () => {
    const created = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({ id: 'tl-known-contacts' }),
    });
    expect(created.statusCode).toBe(201);
    const before = created.json<Library>();
    const response = await put('tl-known-contacts', {
      ...payloadOf(before),
      contact: { phone: '', email: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'contact.phone', message: 'validation.required' },
      { path: 'contact.email', message: 'validation.required' },
    ]);
    const after = (await t.request('GET', '/api/libraries/tl-known-contacts')).json<Library>();
    expect(after.contact).toEqual(before.contact);
  });

  it('accepts a changed phone and email', async () => {
    const before = (await t.request('GET', '/api/libraries/tl-known-contacts')).json<Library>();
    const contact = { phone: '+44 20 1111 2222', email: 'desk@library.example.org' };
    const response = await put('tl-known-contacts', { ...payloadOf(before), contact });
    expect(response.statusCode).toBe(200);
    expect(response.json().contact).toEqual(contact);
  });
});

describe('creating a library', () => {
  it('still requires phone and email (spec §5)', async () => {
    const response = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({ contact: { phone: '', email: '' } }),
    });
    expect(response.statusCode).toBe(400);
    const paths = (response.json().details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['contact.phone', 'contact.email']));
  });
});

describe('provenance and identity fields', () => {
  it('stores and answers sources, last-checked date, identifiers, precision and sovereign state', async () => {
    const fields = {
      sources: ['https://example.org/about', 'https://www.wikidata.org/wiki/Q193563'],
      lastChecked: '2026-11-24',
      wikidata: 'Q193563',
      isil: 'FR-751131015',
      locationPrecision: 'city' as const,
      sovereignState: { en: 'Kingdom of the Netherlands', ar: 'مملكة هولندا' },
    };
    const created = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({ id: 'tl-provenance', ...fields }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(fields);
    expect((await t.request('GET', '/api/libraries/tl-provenance')).json()).toMatchObject(fields);
  });

  it('answers empty provenance for a library created without it', async () => {
    const created = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({ id: 'tl-no-provenance' }),
    });
    expect(created.json()).toMatchObject({
      sources: [],
      lastChecked: '',
      wikidata: '',
      isil: '',
      locationPrecision: 'building',
      sovereignState: null,
    });
  });

  it('refuses a source that is not an http(s) URL and an unknown precision', async () => {
    const response = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({
        sources: ['javascript:alert(1)'],
        locationPrecision: 'street' as 'city',
      }),
    });
    expect(response.statusCode).toBe(400);
    const paths = (response.json().details as { path: string }[]).map((d) => d.path);
    expect(paths.some((path) => path.startsWith('sources'))).toBe(true);
    expect(paths).toContain('locationPrecision');
  });
});
