import { randomUUID } from 'node:crypto';
import { DEFAULT_SITE_SETTINGS, type Role } from '@libatlas/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { libraryChanges } from '../src/db/schema';
import { createSession } from '../src/services/sessions';
import {
  createTestApp,
  libraryInput,
  uniqueEmail,
  USER_PASSWORD,
  type TestApp,
  type TestUser,
} from './helpers/testApp';
import { multipartBody, TINY_PNG } from './helpers/multipart';
import { databaseSnapshot } from './helpers/snapshot';

type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', 'regular', 'premium', 'admin'];

interface Prepared {
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

interface Case {
  method: InjectOptions['method'];
  route: string;
  /** Makes whatever the request needs (a fresh target, so every caller meets the same state). */
  prepare(caller: TestUser | null): Promise<Prepared>;
  expected: Record<Caller, number>;
}

let t: TestApp;
const members: Partial<Record<Role, TestUser>> = {};

beforeAll(async () => {
  t = await createTestApp();
  members.regular = await t.createUser('regular');
  members.premium = await t.createUser('premium');
  // A second admin rather than the main one, so that "another user" never means the caller.
  members.admin = await t.createUser('admin');
});
afterAll(async () => {
  await t?.close();
});

async function freshLibrary(): Promise<string> {
  const id = `acl-${randomUUID().slice(0, 8)}`;
  const response = await t.request('POST', '/api/libraries', {
    token: t.admin.token,
    payload: libraryInput({ id }),
  });
  expect(response.statusCode).toBe(201);
  return id;
}

async function freshSuggestion(): Promise<string> {
  const response = await t.request('POST', '/api/suggestions', {
    token: t.admin.token,
    payload: { type: 'feature', content: { en: 'Access test', ar: '' } },
  });
  return response.json().id as string;
}

/** A pending proposed edit to a fresh library, by `author` (a regular user when null). */
async function freshProposal(author: TestUser | null): Promise<string> {
  const by = author ?? (await t.createUser('regular'));
  const response = await t.request('POST', `/api/libraries/${await freshLibrary()}/proposals`, {
    token: by.token,
    payload: proposalBody(),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

function proposalBody(hours = 'Mon–Sat 9:00–18:00') {
  return {
    changes: { operatingHours: { en: hours, ar: 'الاثنين–السبت 9:00–18:00' } },
    source: 'https://library.example.org/hours',
    note: '',
  };
}

/** A fresh library with one admin edit in its history; answers the edit's path. */
async function freshChange(): Promise<string> {
  const id = await freshLibrary();
  await t.request('PUT', `/api/libraries/${id}`, {
    token: t.admin.token,
    payload: libraryInput({ website: 'https://changed.example.org' }),
  });
  const [change] = await t.db
    .select({ id: libraryChanges.id })
    .from(libraryChanges)
    .where(eq(libraryChanges.libraryId, id))
    .orderBy(libraryChanges.revision)
    .offset(1);
  return `/api/libraries/${id}/history/${change!.id}`;
}

async function freshUpload(): Promise<string> {
  const { payload, headers } = multipartBody([
    { field: 'image', filename: 'a.png', contentType: 'image/png', data: TINY_PNG },
  ]);
  const response = await t.request('POST', '/api/upload/image', {
    token: t.admin.token,
    payload,
    headers,
  });
  return response.json().url as string;
}

const all = (status: number): Record<Caller, number> => ({
  anonymous: status,
  regular: status,
  premium: status,
  admin: status,
});
const signedIn = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  regular: status,
  premium: status,
  admin: status,
});
const adminOnly = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  regular: 403,
  premium: 403,
  admin: status,
});

const cases: Case[] = [
  {
    method: 'GET',
    route: '/api/health',
    prepare: async () => ({ url: '/api/health' }),
    expected: all(200),
  },
  {
    method: 'GET',
    route: '/api/ready',
    prepare: async () => ({ url: '/api/ready' }),
    expected: all(200),
  },
  {
    method: 'GET',
    route: '/api/docs/json',
    prepare: async () => ({ url: '/api/docs/json' }),
    expected: all(200),
  },
  {
    method: 'GET',
    route: '/api/libraries',
    prepare: async () => ({ url: '/api/libraries' }),
    expected: all(200),
  },
  {
    method: 'GET',
    route: '/api/dataset',
    prepare: async () => ({ url: '/api/dataset' }),
    expected: all(200),
  },
  {
    method: 'GET',
    route: '/api/libraries/{id}',
    prepare: async () => ({ url: `/api/libraries/${await freshLibrary()}` }),
    expected: all(200),
  },
  {
    method: 'GET',
    route: '/api/directory',
    prepare: async () => ({ url: '/api/directory' }),
    expected: all(200),
  },
  {
    method: 'GET',
    route: '/api/directory/libraries',
    prepare: async () => ({ url: '/api/directory/libraries' }),
    expected: all(200),
  },
  {
    method: 'GET',
    route: '/api/directory/search',
    prepare: async () => ({ url: '/api/directory/search?q=library&lang=ar' }),
    expected: all(200),
  },
  {
    method: 'GET',
    route: '/api/directory/map',
    prepare: async () => ({ url: '/api/directory/map?bbox=-180,-85,180,85&zoom=1' }),
    expected: all(200),
  },
  {
    method: 'POST',
    route: '/api/libraries',
    prepare: async () => ({
      url: '/api/libraries',
      payload: libraryInput({ id: `acl-new-${randomUUID().slice(0, 8)}` }),
    }),
    expected: adminOnly(201),
  },
  {
    method: 'PUT',
    route: '/api/libraries/{id}',
    prepare: async () => ({
      url: `/api/libraries/${await freshLibrary()}`,
      payload: libraryInput({ lib_name: { en: 'Changed', ar: 'تغيير' } }),
    }),
    expected: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/libraries/{id}',
    prepare: async () => ({ url: `/api/libraries/${await freshLibrary()}` }),
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/users/login',
    prepare: async () => {
      const user = await t.createUser('regular');
      return { url: '/api/users/login', payload: { email: user.email, password: USER_PASSWORD } };
    },
    expected: all(200),
  },
  {
    method: 'POST',
    route: '/api/users/logout',
    prepare: async () => ({ url: '/api/users/logout' }),
    expected: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/users/profile',
    prepare: async () => ({ url: '/api/users/profile' }),
    expected: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/users',
    prepare: async () => ({ url: '/api/users' }),
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/users',
    prepare: async () => ({
      url: '/api/users',
      payload: { name: 'New', email: uniqueEmail('acl'), password: 'password-123' },
    }),
    expected: { anonymous: 201, regular: 403, premium: 403, admin: 201 },
  },
  {
    method: 'GET',
    route: '/api/users/{id} (another user)',
    prepare: async () => ({ url: `/api/users/${(await t.createUser('regular')).id}` }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/users/{id} (oneself)',
    prepare: async (caller) => ({
      url: `/api/users/${caller?.id ?? (await t.createUser('regular')).id}`,
    }),
    expected: signedIn(200),
  },
  {
    method: 'PUT',
    route: '/api/users/{id} (another user)',
    prepare: async () => ({
      url: `/api/users/${(await t.createUser('regular')).id}`,
      payload: { name: 'Renamed', role: 'admin' },
    }),
    expected: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/users/{id} (oneself, raising the role)',
    prepare: async (caller) => ({
      url: `/api/users/${caller?.id ?? (await t.createUser('regular')).id}`,
      payload: { role: 'admin', status: 'active' },
    }),
    expected: { anonymous: 401, regular: 403, premium: 403, admin: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/users/{id}',
    prepare: async () => ({ url: `/api/users/${(await t.createUser('regular')).id}` }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/suggestions',
    prepare: async () => ({ url: '/api/suggestions' }),
    expected: all(200),
  },
  {
    method: 'POST',
    route: '/api/suggestions',
    prepare: async () => ({
      url: '/api/suggestions',
      payload: { type: 'bug', content: { en: 'Broken', ar: '' } },
    }),
    expected: signedIn(201),
  },
  {
    method: 'POST',
    route: '/api/suggestions/{id}/vote',
    prepare: async () => ({ url: `/api/suggestions/${await freshSuggestion()}/vote` }),
    expected: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/suggestions/{id}/comments',
    prepare: async () => ({
      url: `/api/suggestions/${await freshSuggestion()}/comments`,
      payload: { content: 'Nice' },
    }),
    expected: signedIn(201),
  },
  {
    method: 'PATCH',
    route: '/api/suggestions/{id}/status',
    prepare: async () => ({
      url: `/api/suggestions/${await freshSuggestion()}/status`,
      payload: { status: 'approved' },
    }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/suggestions/{id}',
    prepare: async () => ({ url: `/api/suggestions/${await freshProposal(null)}` }),
    expected: all(200),
  },
  {
    method: 'DELETE',
    route: '/api/suggestions/{id} (own, pending)',
    prepare: async (caller) => ({ url: `/api/suggestions/${await freshProposal(caller)}` }),
    expected: signedIn(200),
  },
  {
    method: 'DELETE',
    route: "/api/suggestions/{id} (another user's)",
    prepare: async () => ({ url: `/api/suggestions/${await freshProposal(null)}` }),
    expected: { anonymous: 401, regular: 403, premium: 403, admin: 403 },
  },
  {
    method: 'PUT',
    route: '/api/suggestions/{id}/proposal (own, pending)',
    prepare: async (caller) => ({
      url: `/api/suggestions/${await freshProposal(caller)}/proposal`,
      payload: proposalBody('Daily 8:00–20:00'),
    }),
    expected: signedIn(200),
  },
  {
    method: 'PUT',
    route: "/api/suggestions/{id}/proposal (another user's)",
    prepare: async () => ({
      url: `/api/suggestions/${await freshProposal(null)}/proposal`,
      payload: proposalBody('Daily 8:00–20:00'),
    }),
    expected: { anonymous: 401, regular: 403, premium: 403, admin: 403 },
  },
  {
    method: 'POST',
    route: '/api/suggestions/{id}/apply',
    prepare: async () => ({
      url: `/api/suggestions/${await freshProposal(null)}/apply`,
      payload: {},
    }),
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/libraries/{id}/proposals',
    prepare: async () => ({
      url: `/api/libraries/${await freshLibrary()}/proposals`,
      payload: proposalBody(),
    }),
    expected: signedIn(201),
  },
  {
    method: 'GET',
    route: '/api/libraries/{id}/history',
    prepare: async () => ({ url: `/api/libraries/${await freshLibrary()}/history` }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/libraries/{id}/history/summary',
    prepare: async () => ({ url: `/api/libraries/${await freshLibrary()}/history/summary` }),
    expected: all(200),
  },
  {
    method: 'POST',
    route: '/api/libraries/{id}/history/{changeId}/revert',
    prepare: async () => ({ url: `${await freshChange()}/revert` }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/notifications',
    prepare: async () => ({ url: '/api/notifications' }),
    expected: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/notifications/read',
    prepare: async () => ({ url: '/api/notifications/read', payload: {} }),
    expected: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/settings',
    prepare: async () => ({ url: '/api/settings' }),
    expected: all(200),
  },
  {
    method: 'PUT',
    route: '/api/settings',
    prepare: async () => ({
      url: '/api/settings',
      payload: { ...DEFAULT_SITE_SETTINGS, accent: 'pink' },
    }),
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/upload/image',
    prepare: async () => ({
      url: '/api/upload/image',
      ...multipartBody([
        { field: 'image', filename: 'a.png', contentType: 'image/png', data: TINY_PNG },
      ]),
    }),
    // Only admins' screens upload images (library images, the hero image).
    expected: adminOnly(201),
  },
  {
    method: 'GET',
    route: '/api/uploads/{name}',
    prepare: async () => ({ url: `/api${await freshUpload()}` }),
    expected: all(200),
  },
  {
    method: 'POST',
    route: '/api/chat',
    prepare: async () => ({
      url: '/api/chat',
      payload: { messages: [{ role: 'user', content: 'Oceania?', timestamp: 1 }] },
    }),
    expected: { anonymous: 401, regular: 403, premium: 200, admin: 200 },
  },
  {
    method: 'POST',
    route: '/api/chat/stream',
    prepare: async () => ({
      url: '/api/chat/stream',
      payload: { messages: [{ role: 'user', content: 'Oceania?', timestamp: 1 }] },
    }),
    expected: { anonymous: 401, regular: 403, premium: 200, admin: 200 },
  },
  {
    method: 'GET',
    route: '/api/chat/notice',
    prepare: async () => ({ url: '/api/chat/notice' }),
    expected: { anonymous: 401, regular: 403, premium: 200, admin: 200 },
  },
];

describe('access matrix: every route × every kind of caller', () => {
  const rows = cases.flatMap((c) =>
    CALLERS.map((caller) => [c.method, c.route, caller, c.expected[caller], c] as const),
  );

  it.each(rows)('%s %s as %s → %i', async (method, _route, caller, expected, c) => {
    const member = caller === 'anonymous' ? null : members[caller]!;
    // A session of its own for every request: a logout must not sign out the next case.
    const token = member ? await createSession(t.db, member.id) : undefined;
    const prepared = await c.prepare(member);
    const denied = expected === 401 || expected === 403;
    const before = denied ? await databaseSnapshot(t.db, t.config.dataDir) : '';

    const response = await t.request(method, prepared.url, {
      token,
      payload: prepared.payload,
      ...(prepared.headers ? { headers: prepared.headers } : {}),
    });

    expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
    if (denied) {
      expect(response.json()).toMatchObject({
        statusCode: expected,
        error: expected === 401 ? 'Unauthorized' : 'Forbidden',
      });
      expect(await databaseSnapshot(t.db, t.config.dataDir)).toBe(before);
    }
  });

  it('covers every route the API documents', async () => {
    const doc = (await t.request('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(cases.map((c) => `${c.method} ${c.route.split(' ')[0]}`));
    for (const route of documented) expect(covered, route).toContain(route);
  });
});
