import { randomUUID } from 'node:crypto';
import {
  libraryVersionConflictBodySchema,
  userVersionConflictBodySchema,
  type Library,
  type User,
} from '@libatlas/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryChanges } from '../src/db/schema';
import { createTestApp, libraryInput, type TestApp } from './helpers/testApp';

// Issue 14 item 2, lost updates: an edit names the version it was made from (`If-Match` with the
// ETag a read gave, or `updatedAt` in the body); a write on a version that is no longer current
// answers 409 with the record as it stands, and writes nothing. On PostgreSQL the concurrent
// requests run at once on several connections; on PGlite one after the other.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function newLibrary(): Promise<Library> {
  const response = await t.request('POST', '/api/libraries', {
    token: t.admin.token,
    payload: libraryInput({ id: `version-${randomUUID().slice(0, 8)}` }),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Library;
}

async function read(id: string): Promise<{ library: Library; etag: string }> {
  const response = await t.request('GET', `/api/libraries/${id}`);
  expect(response.statusCode).toBe(200);
  return { library: response.json() as Library, etag: String(response.headers.etag) };
}

async function edits(id: string) {
  const rows = await t.db.select().from(libraryChanges).where(eq(libraryChanges.libraryId, id));
  return rows.filter((row) => row.kind === 'edit');
}

const hours = (n: number) => ({ en: `Edit ${n}: daily 9:00–17:00`, ar: `تعديل ${n}` });

describe('library edits carry a version', () => {
  it('20 concurrent edits with If-Match: one is written, 19 get 409 with the current record', async () => {
    const { id } = await newLibrary();
    const { etag } = await read(id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        t.request('PUT', `/api/libraries/${id}`, {
          token: t.admin.token,
          headers: { 'if-match': etag },
          payload: libraryInput({ operatingHours: hours(n) }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);

    const winner = responses.find((response) => response.statusCode === 200)!.json() as Library;
    const { library } = await read(id);
    expect(library.operatingHours).toEqual(winner.operatingHours);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      const body = libraryVersionConflictBodySchema.parse(response.json());
      expect(body).toMatchObject({ statusCode: 409, error: 'Conflict', code: 'versionConflict' });
      expect(body.current).toEqual(library);
    }
    expect(await edits(id)).toHaveLength(1);
  });

  it('20 concurrent edits with updatedAt in the body: one is written, 19 get 409', async () => {
    const created = await newLibrary();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        t.request('PUT', `/api/libraries/${created.id}`, {
          token: t.admin.token,
          payload: { ...libraryInput({ operatingHours: hours(n) }), updatedAt: created.updatedAt },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(await edits(created.id)).toHaveLength(1);
  });

  it('a stale edit changes nothing and shows what it would have overwritten', async () => {
    const created = await newLibrary();
    const first = await t.request('PUT', `/api/libraries/${created.id}`, {
      token: t.admin.token,
      payload: { ...libraryInput({ operatingHours: hours(1) }), updatedAt: created.updatedAt },
    });
    expect(first.statusCode).toBe(200);
    const stale = await t.request('PUT', `/api/libraries/${created.id}`, {
      token: t.admin.token,
      payload: { ...libraryInput({ operatingHours: hours(2) }), updatedAt: created.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    const body = libraryVersionConflictBodySchema.parse(stale.json());
    expect(body.current.operatingHours).toEqual(hours(1));
    expect((await read(created.id)).library.operatingHours).toEqual(hours(1));

    // Made again from the record it was shown, the edit goes through.
    const retried = await t.request('PUT', `/api/libraries/${created.id}`, {
      token: t.admin.token,
      payload: { ...libraryInput({ operatingHours: hours(2) }), updatedAt: body.current.updatedAt },
    });
    expect(retried.statusCode).toBe(200);
    expect((retried.json() as Library).operatingHours).toEqual(hours(2));
  });

  it('an If-Match of another encoding of the same read matches; a stale or weak one does not', async () => {
    const { id } = await newLibrary();
    const gzip = await t.request('GET', `/api/libraries/${id}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    const gzipTag = String(gzip.headers.etag);
    expect(gzipTag).toMatch(/-gzip"$/);
    const ok = await t.request('PUT', `/api/libraries/${id}`, {
      token: t.admin.token,
      headers: { 'if-match': `"nope", ${gzipTag}` },
      payload: libraryInput({ operatingHours: hours(3) }),
    });
    expect(ok.statusCode).toBe(200);
    for (const ifMatch of [gzipTag, `W/${(await read(id)).etag}`]) {
      const refused = await t.request('PUT', `/api/libraries/${id}`, {
        token: t.admin.token,
        headers: { 'if-match': ifMatch },
        payload: libraryInput({ operatingHours: hours(4) }),
      });
      expect(refused.statusCode).toBe(409);
    }
    const any = await t.request('PUT', `/api/libraries/${id}`, {
      token: t.admin.token,
      headers: { 'if-match': '*' },
      payload: libraryInput({ operatingHours: hours(5) }),
    });
    expect(any.statusCode).toBe(200);
  });

  it('a PUT without a version is accepted as before (the spec payload)', async () => {
    const { id } = await newLibrary();
    for (const n of [6, 7]) {
      const response = await t.request('PUT', `/api/libraries/${id}`, {
        token: t.admin.token,
        payload: libraryInput({ operatingHours: hours(n) }),
      });
      expect(response.statusCode).toBe(200);
    }
    expect((await read(id)).library.operatingHours).toEqual(hours(7));
  });

  it('a version that is not a timestamp is a 400, not a conflict', async () => {
    const { id } = await newLibrary();
    const response = await t.request('PUT', `/api/libraries/${id}`, {
      token: t.admin.token,
      payload: { ...libraryInput(), updatedAt: 'yesterday' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('user edits by an admin carry a version', () => {
  async function readUser(id: string): Promise<User> {
    const response = await t.request('GET', `/api/users/${id}`, { token: t.admin.token });
    expect(response.statusCode).toBe(200);
    return response.json() as User;
  }

  it('20 concurrent edits with updatedAt: one is written, 19 get 409 with the current user', async () => {
    const { id } = await t.createUser('regular');
    const before = await readUser(id);
    expect(before.updatedAt).toEqual(expect.any(String));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        t.request('PUT', `/api/users/${id}`, {
          token: t.admin.token,
          payload: { name: `Renamed ${n}`, updatedAt: before.updatedAt },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const after = await readUser(id);
    const winner = responses.find((response) => response.statusCode === 200)!.json() as User;
    expect(after.name).toBe(winner.name);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      const body = userVersionConflictBodySchema.parse(response.json());
      expect(body.code).toBe('versionConflict');
      expect(body.current).toEqual(after);
      expect(response.body).not.toContain('passwordHash');
    }
  });

  it('a stale role change is refused; without a version the edit is accepted as before', async () => {
    const { id } = await t.createUser('regular');
    const before = await readUser(id);
    const first = await t.request('PUT', `/api/users/${id}`, {
      token: t.admin.token,
      payload: { role: 'premium', updatedAt: before.updatedAt },
    });
    expect(first.statusCode).toBe(200);
    const stale = await t.request('PUT', `/api/users/${id}`, {
      token: t.admin.token,
      payload: { role: 'admin', updatedAt: before.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    expect(userVersionConflictBodySchema.parse(stale.json()).current.role).toBe('premium');
    expect((await readUser(id)).role).toBe('premium');

    const unversioned = await t.request('PUT', `/api/users/${id}`, {
      token: t.admin.token,
      payload: { name: 'No version' },
    });
    expect(unversioned.statusCode).toBe(200);
  });
});
