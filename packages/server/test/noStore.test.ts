import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers/testApp';

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
