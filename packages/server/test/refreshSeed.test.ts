import { librarySchema, type LibraryChange } from '@libatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalLibraries } from '../src/seed/nationalLibraries';
import { refreshSeededLibraries } from '../src/seed/refreshSeededLibraries';
import { seedLibraries } from '../src/seed/seedLibraries';
import type { SeedLibrary } from '../src/seed/SeedLibrary';
import { createTestApp, libraryInput, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const vienna = nationalLibraries.find((record) => record.id === 'at-onb')!;
const canberra = nationalLibraries.find((record) => record.id === 'au-nla')!;

/** The record as an earlier seed had it: no hours, no phone, no fact sources. */
function older(record: SeedLibrary): SeedLibrary {
  return {
    ...record,
    operatingHours: { en: 'Opening hours not yet recorded.', ar: 'لم تُسجَّل مواعيد العمل بعد.' },
    openingHours: '',
    contact: { phone: '', email: '' },
    factSources: {},
  };
}

async function get(id: string) {
  return librarySchema.parse((await t.request('GET', `/api/libraries/${id}`)).json());
}

async function history(id: string): Promise<LibraryChange[]> {
  const response = await t.request('GET', `/api/libraries/${id}/history`, {
    token: t.admin.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LibraryChange[];
}

describe('npm run seed on a database seeded before a research pass', () => {
  it('brings a seeded library nobody changed up to date, and records it as the seed’s change', async () => {
    expect(await seedLibraries(t.db, [older(vienna), older(canberra)])).toBe(2);
    expect((await get('at-onb')).openingHours).toBe('');

    // An admin edits Canberra: from then on its values are someone's choice.
    const edited = await t.request('PUT', '/api/libraries/au-nla', {
      token: t.admin.token,
      payload: libraryInput({ lib_name: { en: 'Edited', ar: 'معدلة' } }),
    });
    expect(edited.statusCode, edited.body).toBe(200);

    expect(await refreshSeededLibraries(t.db, [vienna, canberra])).toBe(1);
    const after = await get('at-onb');
    expect(after.openingHours).toBe(vienna.openingHours);
    expect(after.contact.phone).toBe(vienna.contact.phone);
    expect(after.factSources).toEqual(vienna.factSources);
    expect((await get('au-nla')).lib_name.en).toBe('Edited');

    const changes = await history('at-onb');
    expect(changes.map((change) => change.kind)).toEqual(['seed', 'seed']);
    expect(changes[0]!.changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(['operatingHours', 'openingHours', 'contact.phone']),
    );

    // Running it again changes nothing.
    expect(await refreshSeededLibraries(t.db, [vienna, canberra])).toBe(0);
    expect(await history('at-onb')).toHaveLength(2);
  });
});
