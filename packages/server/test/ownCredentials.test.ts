import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTestApp,
  USER_PASSWORD,
  uniqueEmail,
  type TestApp,
} from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function login(email: string, password: string) {
  return t.request('POST', '/api/users/login', { payload: { email, password } });
}

const profile = (token: string) => t.request('GET', '/api/users/profile', { token });

describe("only the main admin changes the main admin's password", () => {
  it('refuses another admin, with a translated code', async () => {
    const second = await t.createUser('admin');
    const response = await t.request('PUT', `/api/users/${t.admin.id}`, {
      token: second.token,
      payload: { password: 'taken over 12345', confirmPassword: 'taken over 12345' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, code: 'mainAdminPassword' });
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await login(ADMIN_EMAIL, 'taken over 12345')).statusCode).toBe(401);
  });
});

describe("only the main admin changes the main admin's name, picture and details (issue 28, noted)", () => {
  const PIXEL = 'https://images.example.org/someone-else.png';

  it('refuses another admin, and leaves the account as it was', async () => {
    const second = await t.createUser('admin');
    const before = (await profile(t.admin.token)).json();
    for (const payload of [
      { name: 'Renamed by another admin' },
      { avatar: PIXEL },
      { properties: { company: 'Another admin & Co' } },
    ]) {
      const response = await t.request('PUT', `/api/users/${t.admin.id}`, {
        token: second.token,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, code: 'forbidden' });
    }
    expect((await profile(t.admin.token)).json()).toEqual(before);
  });

  it("takes another admin's edit that changes none of them (the form sends them all)", async () => {
    const second = await t.createUser('admin');
    const current = (await profile(t.admin.token)).json();
    const response = await t.request('PUT', `/api/users/${t.admin.id}`, {
      token: second.token,
      payload: { name: current.name, email: current.email, role: 'admin', status: 'active' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('lets the main admin rename itself', async () => {
    const response = await t.request('PUT', `/api/users/${t.admin.id}`, {
      token: t.admin.token,
      payload: { name: 'The Main Admin' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('The Main Admin');
  });
});

describe('changing your own password or email needs the current password', () => {
  it('a password change without the current password is a 400, with a wrong one a 403', async () => {
    const user = await t.createUser('regular');
    const missing = await t.request('PUT', `/api/users/${user.id}`, {
      token: user.token,
      payload: { password: 'fresh harbour 88', confirmPassword: 'fresh harbour 88' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'currentPasswordRequired' });
    expect(missing.json().details).toContainEqual({
      path: 'currentPassword',
      message: 'validation.currentPasswordRequired',
    });
    const wrong = await t.request('PUT', `/api/users/${user.id}`, {
      token: user.token,
      payload: {
        password: 'fresh harbour 88',
        confirmPassword: 'fresh harbour 88',
        currentPassword: 'not my password',
      },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'currentPasswordWrong' });
    expect(wrong.json().details).toContainEqual({
      path: 'currentPassword',
      message: 'validation.currentPasswordWrong',
    });
    expect((await login(user.email, USER_PASSWORD)).statusCode).toBe(200);
  });

  it('an email change without the current password is refused, and leaves the email alone', async () => {
    const user = await t.createUser('regular');
    const email = uniqueEmail('moved');
    const missing = await t.request('PUT', `/api/users/${user.id}`, {
      token: user.token,
      payload: { email },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'currentPasswordRequired' });
    const wrong = await t.request('PUT', `/api/users/${user.id}`, {
      token: user.token,
      payload: { email, currentPassword: 'not my password' },
    });
    expect(wrong.statusCode).toBe(403);
    expect((await profile(user.token)).json().email).toBe(user.email);
  });

  it('an email change with the current password keeps this session and ends the others', async () => {
    const user = await t.createUser('regular');
    const other = (await login(user.email, USER_PASSWORD)).json().token as string;
    const email = uniqueEmail('moved');
    const response = await t.request('PUT', `/api/users/${user.id}`, {
      token: user.token,
      payload: { email, currentPassword: USER_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(email);
    expect((await profile(user.token)).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
  });

  it('a password change with the current password keeps this session and ends the others', async () => {
    const user = await t.createUser('regular');
    const other = (await login(user.email, USER_PASSWORD)).json().token as string;
    const response = await t.request('PUT', `/api/users/${user.id}`, {
      token: user.token,
      payload: {
        password: 'fresh harbour 88',
        confirmPassword: 'fresh harbour 88',
        currentPassword: USER_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(200);
    expect((await profile(user.token)).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await login(user.email, 'fresh harbour 88')).statusCode).toBe(200);
  });

  it('a name or avatar change needs no password; an admin editing someone else needs none', async () => {
    const user = await t.createUser('regular');
    const renamed = await t.request('PUT', `/api/users/${user.id}`, {
      token: user.token,
      payload: { name: 'Renamed', email: user.email.toUpperCase() },
    });
    expect(renamed.statusCode).toBe(200);
    const other = (await login(user.email, USER_PASSWORD)).json().token as string;
    const email = uniqueEmail('by-admin');
    const byAdmin = await t.request('PUT', `/api/users/${user.id}`, {
      token: t.admin.token,
      payload: { email },
    });
    expect(byAdmin.statusCode).toBe(200);
    // The user's sessions end when an admin moves their email.
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(user.token)).statusCode).toBe(401);
  });

  it('the main admin changes its own password with its current one', async () => {
    const response = await t.request('PUT', `/api/users/${t.admin.id}`, {
      token: t.admin.token,
      payload: {
        password: 'owner keeps keys 1',
        confirmPassword: 'owner keeps keys 1',
        currentPassword: ADMIN_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(200);
    expect((await login(ADMIN_EMAIL, 'owner keeps keys 1')).statusCode).toBe(200);
  });
});
