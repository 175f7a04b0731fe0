import { randomUUID } from 'node:crypto';
import {
  libraryChangeSchema,
  libraryConflictBodySchema,
  librarySchema,
  notificationListSchema,
  suggestionSchema,
  type LibraryChange,
  type Suggestion,
} from '@libatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalLibraries } from '../src/seed/nationalLibraries';
import { seedLibraries } from '../src/seed/seedLibraries';
import { createTestApp, libraryInput, type TestApp, type TestUser } from './helpers/testApp';

let t: TestApp;
let reader: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  reader = await t.createUser('regular', { name: 'Amal' });
  other = await t.createUser('premium', { name: 'Omar' });
});
afterAll(async () => {
  await t?.close();
});

const OLD_HOURS = { en: 'Mon–Fri 9:00–17:00', ar: 'الاثنين–الجمعة 9:00–17:00' };
const NEW_HOURS = { en: 'Mon–Sat 9:00–18:00', ar: 'الاثنين–السبت 9:00–18:00' };
const SOURCE = 'https://library.example.org/visit';

async function newLibrary(): Promise<string> {
  const id = `edit-${randomUUID().slice(0, 8)}`;
  const response = await t.request('POST', '/api/libraries', {
    token: t.admin.token,
    payload: libraryInput({ id, operatingHours: OLD_HOURS }),
  });
  expect(response.statusCode).toBe(201);
  return id;
}

async function propose(
  libraryId: string,
  changes: Record<string, unknown>,
  by: TestUser = reader,
  note = 'Seen on the library site',
): Promise<Suggestion> {
  const response = await t.request('POST', `/api/libraries/${libraryId}/proposals`, {
    token: by.token,
    payload: { changes, source: SOURCE, note },
  });
  expect(response.statusCode, response.body).toBe(201);
  return suggestionSchema.parse(response.json());
}

async function library(id: string) {
  return librarySchema.parse((await t.request('GET', `/api/libraries/${id}`)).json());
}

async function history(id: string): Promise<LibraryChange[]> {
  const response = await t.request('GET', `/api/libraries/${id}/history`, {
    token: t.admin.token,
  });
  expect(response.statusCode).toBe(200);
  return libraryChangeSchema.array().parse(response.json());
}

async function notificationsOf(user: TestUser) {
  const response = await t.request('GET', '/api/notifications', { token: user.token });
  expect(response.statusCode).toBe(200);
  return notificationListSchema.parse(response.json());
}

describe('proposing an edit', () => {
  it('makes a pending improvement linked to the library, with each field old → new and a bilingual summary', async () => {
    const id = await newLibrary();
    const before = await library(id);
    const suggestion = await propose(id, {
      operatingHours: NEW_HOURS,
      contact: { phone: '+44 20 1111 2222', email: before.contact.email },
      lib_name: before.lib_name,
    });
    expect(suggestion).toMatchObject({
      type: 'improvement',
      status: 'pending',
      userId: reader.id,
      libraryId: id,
      proposal: {
        libraryId: id,
        libraryName: before.lib_name,
        revision: before.revision,
        source: SOURCE,
        note: 'Seen on the library site',
        appliedFields: null,
        // Unchanged values (the name, the email) are no change; the order is the diff's.
        changes: [
          { field: 'operatingHours', old: OLD_HOURS, new: NEW_HOURS },
          { field: 'contact.phone', old: '+44 20 0000 0000', new: '+44 20 1111 2222' },
        ],
      },
    });
    expect(suggestion.content.en).toContain('Proposed edit to National Library of Testland:');
    expect(suggestion.content.en).toContain(
      '• Operating Hours (in English): Mon–Fri 9:00–17:00 → Mon–Sat 9:00–18:00',
    );
    expect(suggestion.content.en).toContain('• Phone: +44 20 0000 0000 → +44 20 1111 2222');
    expect(suggestion.content.en).toContain(`Source: ${SOURCE}`);
    expect(suggestion.content.ar).toContain('تعديل مقترح على مكتبة تستلاند الوطنية:');
    expect(suggestion.content.ar).toContain('• مواعيد العمل (بالعربية): ');
    expect(suggestion.content.ar).toContain(`المصدر: ${SOURCE}`);

    // Spec §7's list still answers it like any other suggestion.
    const listed = (await t.request('GET', '/api/suggestions')).json() as Suggestion[];
    expect(listed[0]).toMatchObject({ id: suggestion.id, content: suggestion.content });
  });

  it('refuses a proposal that changes nothing, lacks a source, or empties a known contact', async () => {
    const id = await newLibrary();
    const current = await library(id);
    const same = await t.request('POST', `/api/libraries/${id}/proposals`, {
      token: reader.token,
      payload: { changes: { operatingHours: current.operatingHours }, source: SOURCE },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().details).toEqual([{ path: 'changes', message: 'validation.noChanges' }]);

    const noSource = await t.request('POST', `/api/libraries/${id}/proposals`, {
      token: reader.token,
      payload: { changes: { operatingHours: NEW_HOURS }, source: ' ' },
    });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().details).toContainEqual({
      path: 'source',
      message: 'validation.required',
    });

    const blanked = await t.request('POST', `/api/libraries/${id}/proposals`, {
      token: reader.token,
      payload: { changes: { contact: { phone: '' } }, source: SOURCE },
    });
    expect(blanked.statusCode).toBe(400);
    expect(blanked.json().details).toEqual([
      { path: 'changes.contact.phone', message: 'validation.required' },
    ]);

    const missing = await t.request('POST', '/api/libraries/no-such-library/proposals', {
      token: reader.token,
      payload: { changes: { operatingHours: NEW_HOURS }, source: SOURCE },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets its author correct or withdraw it while pending, and no one else', async () => {
    const id = await newLibrary();
    const suggestion = await propose(id, { operatingHours: NEW_HOURS });
    const corrected = await t.request('PUT', `/api/suggestions/${suggestion.id}/proposal`, {
      token: reader.token,
      payload: { changes: { website: 'https://new.example.org' }, source: SOURCE },
    });
    expect(corrected.statusCode).toBe(200);
    const after = suggestionSchema.parse(corrected.json());
    expect(after.proposal?.changes).toEqual([
      { field: 'website', old: 'https://library.example.org', new: 'https://new.example.org' },
    ]);
    expect(after.content.en).toContain(
      '• Website: https://library.example.org → https://new.example.org',
    );

    const byOther = await t.request('DELETE', `/api/suggestions/${suggestion.id}`, {
      token: other.token,
    });
    expect(byOther.statusCode).toBe(403);
    const byAdmin = await t.request('PUT', `/api/suggestions/${suggestion.id}/proposal`, {
      token: t.admin.token,
      payload: { changes: { website: 'https://admin.example.org' }, source: SOURCE },
    });
    expect(byAdmin.statusCode).toBe(403);

    const withdrawn = await t.request('DELETE', `/api/suggestions/${suggestion.id}`, {
      token: reader.token,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await t.request('GET', `/api/suggestions/${suggestion.id}`)).statusCode).toBe(404);

    const reviewed = await propose(id, { operatingHours: NEW_HOURS });
    await t.request('PATCH', `/api/suggestions/${reviewed.id}/status`, {
      token: t.admin.token,
      payload: { status: 'rejected' },
    });
    const late = await t.request('DELETE', `/api/suggestions/${reviewed.id}`, {
      token: reader.token,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('suggestionNotPending');
  });
});

describe('applying a proposal', () => {
  it('applies only the chosen fields in one change, approves it, records it and tells its author', async () => {
    const id = await newLibrary();
    const before = await library(id);
    const suggestion = await propose(id, {
      operatingHours: NEW_HOURS,
      contact: { phone: '+44 20 1111 2222' },
    });
    const response = await t.request('POST', `/api/suggestions/${suggestion.id}/apply`, {
      token: t.admin.token,
      payload: { fields: ['operatingHours'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { suggestion: applied, library: result } = response.json();
    expect(applied).toMatchObject({
      status: 'approved',
      proposal: { appliedFields: ['operatingHours'] },
    });
    expect(applied.proposal.appliedAt).toEqual(expect.any(String));
    expect(result.operatingHours).toEqual(NEW_HOURS);

    const after = await library(id);
    expect(after.operatingHours).toEqual(NEW_HOURS);
    expect(after.contact.phone).toBe(before.contact.phone);
    expect(after.revision).toBe(before.revision! + 1);

    const [latest, created] = await history(id);
    expect(latest).toMatchObject({
      kind: 'proposal',
      userId: t.admin.id,
      suggestionId: suggestion.id,
      suggestionAuthorName: 'Amal',
      revertedById: null,
      revision: after.revision,
      changes: [{ field: 'operatingHours', old: OLD_HOURS, new: NEW_HOURS }],
    });
    expect(latest!.createdAt).toBe(after.updatedAt);
    expect(created).toMatchObject({ kind: 'create', userId: t.admin.id });

    const summary = await t.request('GET', `/api/libraries/${id}/history/summary`);
    expect(summary.json()).toEqual({ lastUpdated: after.updatedAt, improvedBy: 1 });

    const { notifications } = await notificationsOf(reader);
    expect(notifications[0]).toMatchObject({
      kind: 'applied',
      read: false,
      fields: ['operatingHours'],
      suggestion: { id: suggestion.id, status: 'approved', libraryId: id },
    });

    const again = await t.request('POST', `/api/suggestions/${suggestion.id}/apply`, {
      token: t.admin.token,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('suggestionNotPending');
  });

  it('answers 409 with the current record when a chosen field changed since, and writes nothing', async () => {
    const id = await newLibrary();
    const first = await propose(id, { operatingHours: NEW_HOURS });
    const second = await propose(
      id,
      {
        operatingHours: { en: 'Daily 8:00–20:00', ar: 'يوميًا 8:00–20:00' },
        website: 'https://b.example.org',
      },
      other,
    );
    expect(
      (
        await t.request('POST', `/api/suggestions/${first.id}/apply`, {
          token: t.admin.token,
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    const entries = (await history(id)).length;

    const conflict = await t.request('POST', `/api/suggestions/${second.id}/apply`, {
      token: t.admin.token,
      payload: {},
    });
    expect(conflict.statusCode).toBe(409);
    const body = libraryConflictBodySchema.parse(conflict.json());
    expect(body).toMatchObject({ code: 'libraryConflict', conflicts: ['operatingHours'] });
    expect(body.current.operatingHours).toEqual(NEW_HOURS);
    expect((await library(id)).operatingHours).toEqual(NEW_HOURS);
    expect((await library(id)).website).toBe('https://library.example.org');
    expect(await history(id)).toHaveLength(entries);
    const still = (await t.request('GET', `/api/suggestions/${second.id}`)).json();
    expect(still).toMatchObject({ status: 'pending', proposal: { appliedFields: null } });

    // The field the library kept as the proposal read it can still be applied on its own.
    const partial = await t.request('POST', `/api/suggestions/${second.id}/apply`, {
      token: t.admin.token,
      payload: { fields: ['website'] },
    });
    expect(partial.statusCode).toBe(200);
    expect((await library(id)).website).toBe('https://b.example.org');
  });

  it('refuses fields the proposal does not hold, and suggestions without a proposal', async () => {
    const id = await newLibrary();
    const suggestion = await propose(id, { operatingHours: NEW_HOURS });
    const wrong = await t.request('POST', `/api/suggestions/${suggestion.id}/apply`, {
      token: t.admin.token,
      payload: { fields: ['website'] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([{ path: 'fields', message: 'validation.invalidChoice' }]);

    const plain = await t.request('POST', '/api/suggestions', {
      token: reader.token,
      payload: { type: 'feature', content: { en: 'Dark mode', ar: '' } },
    });
    const notAProposal = await t.request('POST', `/api/suggestions/${plain.json().id}/apply`, {
      token: t.admin.token,
      payload: {},
    });
    expect(notAProposal.statusCode).toBe(409);
    expect(notAProposal.json().code).toBe('notAProposal');
  });
});

describe('history and revert', () => {
  it("records an admin's edit with only the fields it changed", async () => {
    const id = await newLibrary();
    const response = await t.request('PUT', `/api/libraries/${id}`, {
      token: t.admin.token,
      payload: libraryInput({ operatingHours: NEW_HOURS, location: { lat: 10, lng: 20 } }),
    });
    expect(response.statusCode).toBe(200);
    const [edit] = await history(id);
    expect(edit).toMatchObject({
      kind: 'edit',
      userId: t.admin.id,
      userName: expect.any(String),
      suggestionId: null,
      changes: [
        { field: 'operatingHours', old: OLD_HOURS, new: NEW_HOURS },
        { field: 'location', old: { lat: 51.5, lng: -0.12 }, new: { lat: 10, lng: 20 } },
      ],
    });
  });

  it('reverts an applied proposal as a change of its own, once, and counts the reader no more', async () => {
    const id = await newLibrary();
    const suggestion = await propose(id, { operatingHours: NEW_HOURS });
    await t.request('POST', `/api/suggestions/${suggestion.id}/apply`, {
      token: t.admin.token,
      payload: {},
    });
    const [applied] = await history(id);
    const response = await t.request('POST', `/api/libraries/${id}/history/${applied!.id}/revert`, {
      token: t.admin.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().library.operatingHours).toEqual(OLD_HOURS);
    expect(response.json().change).toMatchObject({
      kind: 'revert',
      revertsId: applied!.id,
      changes: [{ field: 'operatingHours', old: NEW_HOURS, new: OLD_HOURS }],
    });
    expect((await library(id)).operatingHours).toEqual(OLD_HOURS);

    const [revert, original] = await history(id);
    expect(revert).toMatchObject({ kind: 'revert', revertsId: applied!.id });
    expect(original).toMatchObject({ id: applied!.id, revertedById: revert!.id });
    const summary = await t.request('GET', `/api/libraries/${id}/history/summary`);
    expect(summary.json().improvedBy).toBe(0);

    const twice = await t.request('POST', `/api/libraries/${id}/history/${applied!.id}/revert`, {
      token: t.admin.token,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('changeNotRevertible');

    const created = (await history(id)).find((change) => change.kind === 'create')!;
    const creation = await t.request('POST', `/api/libraries/${id}/history/${created.id}/revert`, {
      token: t.admin.token,
    });
    expect(creation.statusCode).toBe(409);
    expect(creation.json().code).toBe('changeNotRevertible');

    // The revert itself can be reverted: the reader's hours come back.
    const redo = await t.request('POST', `/api/libraries/${id}/history/${revert!.id}/revert`, {
      token: t.admin.token,
    });
    expect(redo.statusCode).toBe(200);
    expect((await library(id)).operatingHours).toEqual(NEW_HOURS);
  });

  it('refuses to revert over a later change of the same field', async () => {
    const id = await newLibrary();
    await t.request('PUT', `/api/libraries/${id}`, {
      token: t.admin.token,
      payload: libraryInput({ operatingHours: NEW_HOURS }),
    });
    const [edit] = await history(id);
    const later = { en: 'Closed for works', ar: 'مغلقة للأشغال' };
    await t.request('PUT', `/api/libraries/${id}`, {
      token: t.admin.token,
      payload: libraryInput({ operatingHours: later }),
    });
    const response = await t.request('POST', `/api/libraries/${id}/history/${edit!.id}/revert`, {
      token: t.admin.token,
    });
    expect(response.statusCode).toBe(409);
    const body = libraryConflictBodySchema.parse(response.json());
    expect(body.conflicts).toEqual(['operatingHours']);
    expect(body.current.operatingHours).toEqual(later);
    expect((await library(id)).operatingHours).toEqual(later);
  });

  it('records the libraries the seed inserts', async () => {
    const records = nationalLibraries.slice(0, 2);
    expect(await seedLibraries(t.db, records)).toBe(2);
    const [seeded] = await history(records[0]!.id);
    expect(seeded).toMatchObject({ kind: 'seed', userId: null });
    expect(seeded!.changes.find((change) => change.field === 'lib_name')).toEqual({
      field: 'lib_name',
      old: null,
      new: records[0]!.lib_name,
    });
    expect(await seedLibraries(t.db, records)).toBe(0);
    expect(await history(records[0]!.id)).toHaveLength(1);
  });
});

describe('notifications', () => {
  it("tells an author of others' comments and reviews, and marks them read", async () => {
    const author = await t.createUser('regular');
    const created = await t.request('POST', '/api/suggestions', {
      token: author.token,
      payload: { type: 'bug', content: { en: 'The map is blank', ar: '' } },
    });
    const id = created.json().id as string;
    await t.request('POST', `/api/suggestions/${id}/comments`, {
      token: author.token,
      payload: { content: 'Still blank' },
    });
    await t.request('POST', `/api/suggestions/${id}/comments`, {
      token: other.token,
      payload: { content: 'Same here' },
    });
    await t.request('PATCH', `/api/suggestions/${id}/status`, {
      token: t.admin.token,
      payload: { status: 'rejected' },
    });
    const list = await notificationsOf(author);
    expect(list.unread).toBe(2);
    expect(list.notifications.map((n) => [n.kind, n.actorName])).toEqual([
      ['rejected', expect.any(String)],
      ['commented', 'Omar'],
    ]);
    expect((await notificationsOf(other)).notifications.map((n) => n.suggestion.id)).not.toContain(
      id,
    );

    const one = await t.request('POST', '/api/notifications/read', {
      token: author.token,
      payload: { ids: [list.notifications[1]!.id] },
    });
    expect(one.json()).toEqual({ unread: 1 });
    const all = await t.request('POST', '/api/notifications/read', {
      token: author.token,
      payload: {},
    });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await notificationsOf(author)).notifications.every((n) => n.read)).toBe(true);
  });
});

describe('the board: order, search, filters, one by id', () => {
  it('sorts by votes and by comments, searches one language, filters by library and type', async () => {
    const id = await newLibrary();
    const proposal = await propose(id, { website: 'https://sorted.example.org' });
    const make = async (en: string, ar: string) =>
      (
        await t.request('POST', '/api/suggestions', {
          token: reader.token,
          payload: { type: 'feature', content: { en, ar } },
        })
      ).json().id as string;
    const voted = await make('Offline atlas zebra', 'أطلس بلا اتصال');
    const discussed = await make('Printable zebra maps', 'خرائط للطباعة');
    for (const user of [reader, other]) {
      await t.request('POST', `/api/suggestions/${voted}/vote`, { token: user.token });
    }
    await t.request('POST', `/api/suggestions/${discussed}/comments`, {
      token: other.token,
      payload: { content: 'Yes' },
    });

    const ids = async (query: string) =>
      ((await t.request('GET', `/api/suggestions?${query}`)).json() as Suggestion[]).map(
        (s) => s.id,
      );
    // Other tests' suggestions are on the board too: compare these two only.
    const mine = (list: string[]) => list.filter((s) => s === voted || s === discussed);
    expect(mine(await ids(''))).toEqual([discussed, voted]);
    expect(mine(await ids('sort=votes'))).toEqual([voted, discussed]);
    expect(mine(await ids('sort=comments'))).toEqual([discussed, voted]);
    expect(await ids('q=zebra&lang=en')).toEqual([discussed, voted]);
    expect(await ids('q=zebra&lang=ar')).toEqual([]);
    expect(await ids('q=%D8%AE%D8%B1%D8%A7%D8%A6%D8%B7&lang=ar')).toEqual([discussed]);
    expect(await ids('q=100%25')).toEqual([]);
    expect(await ids(`library=${id}`)).toEqual([proposal.id]);
    expect(await ids(`library=${id}&type=feature`)).toEqual([]);
    expect((await t.request('GET', '/api/suggestions?sort=loudest')).statusCode).toBe(400);

    const one = await t.request('GET', `/api/suggestions/${voted}`);
    expect(one.json()).toMatchObject({ id: voted, votes: [reader.id, other.id], proposal: null });
    expect((await t.request('GET', `/api/suggestions/${randomUUID()}`)).statusCode).toBe(404);
  });
});
