import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTestApp,
  libraryInput,
  type TestApp,
} from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Personal or session data must not stay in a browser's or a proxy's cache. */
describe('Cache-Control: no-store on answers that carry personal or session data', () => {
  it.each([
    [
      'login',
      'POST',
      '/api/users/login',
      () => ({ payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }),
      200,
    ],
    [
      'a refused login',
      'POST',
      '/api/users/login',
      () => ({ payload: { email: ADMIN_EMAIL, password: 'wrong-password' } }),
      401,
    ],
    ['the profile', 'GET', '/api/users/profile', () => ({ token: t.admin.token }), 200],
    ['the users list', 'GET', '/api/users', () => ({ token: t.admin.token }), 200],
    ["a user's details", 'GET', '', () => ({ token: t.admin.token }), 200],
    ['notifications', 'GET', '/api/notifications', () => ({ token: t.admin.token }), 200],
    [
      "the assistant's answer",
      'POST',
      '/api/chat',
      () => ({
        token: t.admin.token,
        payload: { messages: [{ role: 'user', content: 'Libraries in Egypt?', timestamp: 1 }] },
      }),
      200,
    ],
    ["the assistant's notice", 'GET', '/api/chat/notice', () => ({ token: t.admin.token }), 200],
  ] as const)('%s', async (_name, method, path, options, status) => {
    const url = path || `/api/users/${t.admin.id}`;
    const response = await t.request(method, url, options());
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sign-up, an edit and logout', async () => {
    const signUp = await t.request('POST', '/api/users', {
      payload: { name: 'Nadia', email: 'nadia@example.test', password: 'long-enough-1' },
    });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.headers['cache-control']).toBe('no-store');
    const user = await t.createUser('regular');
    const edit = await t.request('PUT', `/api/users/${user.id}`, {
      token: user.token,
      payload: { name: 'Nadia B' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.headers['cache-control']).toBe('no-store');
    const logout = await t.request('POST', '/api/users/logout', { token: user.token });
    expect(logout.statusCode).toBe(200);
    expect(logout.headers['cache-control']).toBe('no-store');
  });

  it('leaves public answers cacheable', async () => {
    const settings = await t.request('GET', '/api/settings');
    expect(settings.headers['cache-control']).not.toBe('no-store');
  });
});

/** The operations of the OpenAPI document: every route of the API. */
async function operations(): Promise<{ method: string; path: string }[]> {
  const document = (await t.request('GET', '/api/docs/json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
}

describe('Cache-Control: no-store by default, not route by route', () => {
  // Answers the same for everyone, which their routes mark to be revalidated or kept.
  const OWN_POLICY: Record<string, string> = {
    'GET /api/libraries': 'no-cache',
    'GET /api/directory/libraries': 'no-cache',
    'GET /api/directory/search': 'no-cache',
    'GET /api/dataset': 'no-cache',
  };

  it("on every route's answer to a request that carries a token, and on every write", async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(30);
    expect(all).toContainEqual({ method: 'GET', path: '/api/libraries/{id}/history' });
    const wrong: string[] = [];
    for (const { method, path } of all) {
      // An id that names nothing: the answer (404, 400 or the list) still must not be kept.
      const url = path.replace(/\{[^}]+\}/g, randomUUID());
      const key = `${method} ${path}`;
      const expected = OWN_POLICY[key] ?? 'no-store';
      // An admin of its own: the walk signs out (POST /api/users/logout) on the way.
      const admin = await t.createUser('admin');
      for (const token of [admin.token, undefined]) {
        if (token === undefined && method === 'GET') continue;
        const response = await t.request(method as 'GET', url, token ? { token } : {});
        const got = response.headers['cache-control'];
        if (got !== expected)
          wrong.push(`${key} ${token ? 'signed in' : 'visitor'}: ${got} (${response.statusCode})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("a library's history, to the admin who may read it", async () => {
    const created = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput(),
    });
    expect(created.statusCode).toBe(201);
    const history = await t.request('GET', `/api/libraries/${created.json().id}/history`, {
      token: t.admin.token,
    });
    expect(history.statusCode).toBe(200);
    expect(history.headers['cache-control']).toBe('no-store');
  });

  it("the assistant's streamed answer", async () => {
    const response = await t.request('POST', '/api/chat/stream', {
      token: t.admin.token,
      payload: { messages: [{ role: 'user', content: 'Libraries in Egypt?', timestamp: 1 }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['cache-control']).toMatch(/^no-store\b/);
  });
});
