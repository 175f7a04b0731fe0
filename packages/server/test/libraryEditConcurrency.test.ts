import { randomUUID } from 'node:crypto';
import { libraryConflictBodySchema, type Suggestion } from '@libatlas/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryChanges, libraryProposals } from '../src/db/schema';
import { createTestApp, libraryInput, type TestApp, type TestUser } from './helpers/testApp';

// On PostgreSQL the two requests of each test run at the same moment on two connections; on
// PGlite, which has one, one after the other. Either way exactly one may win.

let t: TestApp;
let secondAdmin: TestUser;
let readers: TestUser[];
beforeAll(async () => {
  t = await createTestApp();
  secondAdmin = await t.createUser('admin');
  readers = [await t.createUser('regular'), await t.createUser('premium')];
});
afterAll(async () => {
  await t?.close();
});

async function newLibrary(): Promise<string> {
  const id = `race-${randomUUID().slice(0, 8)}`;
  const response = await t.request('POST', '/api/libraries', {
    token: t.admin.token,
    payload: libraryInput({ id }),
  });
  expect(response.statusCode).toBe(201);
  return id;
}

async function propose(libraryId: string, reader: TestUser, hours: string): Promise<string> {
  const response = await t.request('POST', `/api/libraries/${libraryId}/proposals`, {
    token: reader.token,
    payload: {
      changes: {
        operatingHours: { en: hours, ar: hours },
        contact: { phone: `+1 ${hours.length}` },
      },
      source: 'https://library.example.org/hours',
    },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as Suggestion).id;
}

async function proposalHistory(libraryId: string) {
  return t.db
    .select()
    .from(libraryChanges)
    .where(eq(libraryChanges.libraryId, libraryId))
    .then((rows) => rows.filter((row) => row.kind !== 'create'));
}

describe('two admins at once', () => {
  it('apply conflicting proposals to one library: one wins, the other gets the conflict, nothing is lost', async () => {
    for (let round = 0; round < 5; round += 1) {
      const libraryId = await newLibrary();
      const hours = ['Daily 8:00–20:00', 'Mon–Sat 10:00–16:00'];
      const ids = [
        await propose(libraryId, readers[0]!, hours[0]!),
        await propose(libraryId, readers[1]!, hours[1]!),
      ];
      const responses = await Promise.all([
        t.request('POST', `/api/suggestions/${ids[0]}/apply`, {
          token: t.admin.token,
          payload: { fields: ['operatingHours'] },
        }),
        t.request('POST', `/api/suggestions/${ids[1]}/apply`, {
          token: secondAdmin.token,
          payload: { fields: ['operatingHours'] },
        }),
      ]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses, responses.map((r) => r.body.slice(0, 200)).join('\n')).toEqual([200, 409]);
      const winner = responses.findIndex((response) => response.statusCode === 200);
      const loser = 1 - winner;

      // The loser sees the library as the winner left it, and which field collided.
      const conflict = libraryConflictBodySchema.parse(responses[loser]!.json());
      expect(conflict.conflicts).toEqual(['operatingHours']);
      expect(conflict.current.operatingHours.en).toBe(hours[winner]);

      const library = (await t.request('GET', `/api/libraries/${libraryId}`)).json();
      expect(library.operatingHours.en).toBe(hours[winner]);
      const changes = await proposalHistory(libraryId);
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatchObject({ kind: 'proposal', suggestionId: ids[winner] });

      // Nothing lost: the losing proposal is still pending, whole, and can be reviewed again.
      const losing = (await t.request('GET', `/api/suggestions/${ids[loser]}`)).json();
      expect(losing).toMatchObject({ status: 'pending', proposal: { appliedFields: null } });
      const [stored] = await t.db
        .select()
        .from(libraryProposals)
        .where(eq(libraryProposals.suggestionId, ids[loser]!));
      expect(stored!.changes.map((change) => change.field)).toEqual([
        'operatingHours',
        'contact.phone',
      ]);
    }
  });

  it('apply the same proposal: it is applied once', async () => {
    const libraryId = await newLibrary();
    const id = await propose(libraryId, readers[0]!, 'Daily 9:00–21:00');
    const responses = await Promise.all(
      [t.admin, secondAdmin].map((admin) =>
        t.request('POST', `/api/suggestions/${id}/apply`, { token: admin.token, payload: {} }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json().code).toBe(
      'suggestionNotPending',
    );
    expect(await proposalHistory(libraryId)).toHaveLength(1);
  });

  it('revert one change: it is reverted once', async () => {
    const libraryId = await newLibrary();
    const id = await propose(libraryId, readers[1]!, 'Weekends 10:00–14:00');
    await t.request('POST', `/api/suggestions/${id}/apply`, { token: t.admin.token, payload: {} });
    const [applied] = await proposalHistory(libraryId);
    const responses = await Promise.all(
      [t.admin, secondAdmin].map((admin) =>
        t.request('POST', `/api/libraries/${libraryId}/history/${applied!.id}/revert`, {
          token: admin.token,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await proposalHistory(libraryId)).map((change) => change.kind).sort()).toEqual([
      'proposal',
      'revert',
    ]);
  });
});
