import { librarySchema, suggestionSchema, type Library } from '@libatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, libraryInput, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PAGE = { url: 'https://library.example.org/visit', date: '2025-03' };

async function create(overrides: Parameters<typeof libraryInput>[0] = {}): Promise<Library> {
  const response = await t.request('POST', '/api/libraries', {
    token: t.admin.token,
    payload: libraryInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return librarySchema.parse(response.json());
}

async function put(id: string, payload: object) {
  return t.request('PUT', `/api/libraries/${id}`, { token: t.admin.token, payload });
}

describe('hours as data, time zone and fact sources on writes', () => {
  it('refuses hours the opening_hours package cannot read, on create and on update, naming the field', async () => {
    const bad = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({ openingHours: 'Mo-Fr 9 till late' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      details: [{ path: 'openingHours', message: 'validation.invalidOpeningHours' }],
    });
    const library = await create({ openingHours: 'Mo-Fr 09:00-17:00; Sa 10:00-14:00; PH off' });
    expect(library.openingHours).toBe('Mo-Fr 09:00-17:00; Sa 10:00-14:00; PH off');
    const update = await put(library.id, libraryInput({ openingHours: 'Mo-Zz 09:00-17:00' }));
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({ details: [{ path: 'openingHours' }] });
  });

  it('derives the time zone from the point on every write, and the usual week from the hours', async () => {
    const london = await create({
      location: { lat: 51.5, lng: -0.12 },
      openingHours: 'Mo-Fr 09:00-17:00; PH off',
    });
    expect(london.timeZone).toBe('Europe/London');
    expect(london.hoursWeek).toEqual([
      [['09:00', '17:00']],
      [['09:00', '17:00']],
      [['09:00', '17:00']],
      [['09:00', '17:00']],
      [['09:00', '17:00']],
      [],
      [],
    ]);
    const moved = await put(
      london.id,
      libraryInput({ location: { lat: -35.2964, lng: 149.1294 }, openingHours: '' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ timeZone: 'Australia/Sydney', hoursWeek: null });
    const unset = await put(london.id, libraryInput({ location: { lat: 0, lng: 0 } }));
    expect(unset.json()).toMatchObject({ timeZone: '' });
  });

  it('keeps a fact’s page while the fact stays, and drops it when the fact changes without a new page', async () => {
    const input = libraryInput({
      catalogue: 'https://catalogue.example.org',
      factSources: { 'contact.phone': PAGE, catalogue: PAGE },
    });
    const library = await create(input);
    expect(library.factSources).toEqual({ 'contact.phone': PAGE, catalogue: PAGE });

    const same = await put(library.id, { ...input, factSources: library.factSources });
    expect(same.json()).toMatchObject({ factSources: { 'contact.phone': PAGE, catalogue: PAGE } });

    const newPhone = await put(library.id, {
      ...input,
      contact: { ...input.contact, phone: '+44 20 1111 1111' },
      factSources: library.factSources,
    });
    expect(newPhone.json().factSources).toEqual({ catalogue: PAGE });

    const other = { url: 'https://library.example.org/contact', date: 'undated' };
    const sourcedPhone = await put(library.id, {
      ...input,
      contact: { ...input.contact, phone: '+44 20 2222 2222' },
      factSources: { catalogue: PAGE, 'contact.phone': other },
    });
    expect(sourcedPhone.json().factSources).toEqual({ catalogue: PAGE, 'contact.phone': other });

    const noCatalogue = await put(library.id, {
      ...input,
      catalogue: '',
      factSources: { catalogue: PAGE },
    });
    expect(noCatalogue.json().factSources).toEqual({});
  });

  it('refuses a source date that is not a year, a month, a day or "undated"', async () => {
    const response = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({ factSources: { 'contact.phone': { url: PAGE.url, date: 'March' } } }),
    });
    expect(response.statusCode).toBe(400);
  });

  it('gives a fact an applied proposal changes the proposal’s source as its page', async () => {
    const library = await create({ factSources: { 'contact.phone': PAGE } });
    const reader = await t.createUser('regular');
    const proposed = await t.request('POST', `/api/libraries/${library.id}/proposals`, {
      token: reader.token,
      payload: {
        changes: { contact: { phone: '+44 20 3333 3333' }, location: { lat: 48.85, lng: 2.35 } },
        source: 'https://library.example.org/new-contact',
      },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const suggestion = suggestionSchema.parse(proposed.json());
    const applied = await t.request('POST', `/api/suggestions/${suggestion.id}/apply`, {
      token: t.admin.token,
      payload: {},
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = librarySchema.parse(
      (await t.request('GET', `/api/libraries/${library.id}`)).json(),
    );
    expect(after.contact.phone).toBe('+44 20 3333 3333');
    expect(after.factSources).toMatchObject({
      'contact.phone': { url: 'https://library.example.org/new-contact', date: 'undated' },
      location: { url: 'https://library.example.org/new-contact', date: 'undated' },
    });
    expect(after.timeZone).toBe('Europe/Paris');

    // Reverting the proposal puts the old values back without the proposal's page (the history
    // does not say which page stated the old ones).
    const history = (
      await t.request('GET', `/api/libraries/${library.id}/history`, { token: t.admin.token })
    ).json() as { id: string; kind: string }[];
    const proposalChange = history.find((change) => change.kind === 'proposal')!;
    const reverted = await t.request(
      'POST',
      `/api/libraries/${library.id}/history/${proposalChange.id}/revert`,
      { token: t.admin.token },
    );
    expect(reverted.statusCode, reverted.body).toBe(200);
    const back = librarySchema.parse(
      (await t.request('GET', `/api/libraries/${library.id}`)).json(),
    );
    expect(back.contact.phone).toBe('+44 20 0000 0000');
    expect(back.factSources?.['contact.phone']).toBeUndefined();
    expect(back.factSources?.location).toBeUndefined();
    // The point is back in London, and its zone with it.
    expect(back.timeZone).toBe('Europe/London');
  });
});
