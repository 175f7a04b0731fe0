import { loginResponseSchema, userSchema, type User } from '@libatlas/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, sessions, suggestions, suggestionVotes, users } from '../src/db/schema';
import { SESSION_TTL_MS } from '../src/services/sessions';
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

async function signUp(fields: Record<string, unknown> = {}) {
  return t.request('POST', '/api/users', {
    payload: {
      name: 'Layla',
      email: uniqueEmail('signup'),
      password: 'sign-up-password',
      ...fields,
    },
  });
}

async function login(email: string, password: string) {
  return t.request('POST', '/api/users/login', { payload: { email, password } });
}

describe('sign-up: POST /api/users without a token', () => {
  it('creates a regular, active user and answers 201 without the password', async () => {
    const email = uniqueEmail('layla');
    const response = await signUp({ email, role: 'admin', status: 'inactive' });
    expect(response.statusCode).toBe(201);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({
      email,
      name: 'Layla',
      role: 'regular',
      status: 'active',
      isMainAdmin: false,
    });
    expect(response.body).not.toMatch(/password/i);
    expect((await login(email, 'sign-up-password')).statusCode).toBe(200);
  });

  it('refuses a second account with the same email in any case (409)', async () => {
    const email = uniqueEmail('dup');
    expect((await signUp({ email })).statusCode).toBe(201);
    const again = await signUp({ email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ statusCode: 409, error: 'Conflict' });
  });

  it('answers 400 with per-field details for missing or weak fields', async () => {
    const response = await t.request('POST', '/api/users', {
      payload: { email: 'not-an-email', password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    const paths = (response.json().details as { path: string; message: string }[]).map(
      (d) => d.path,
    );
    expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'password']));
    expect(response.json().details).toContainEqual({
      path: 'password',
      message: 'validation.passwordTooWeak',
    });
  });

  it('answers 401 for a bad token rather than silently signing up', async () => {
    const response = await t.request('POST', '/api/users', {
      token: 'A'.repeat(43),
      payload: { name: 'X', email: uniqueEmail(), password: 'password-123' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to a signed-in non-admin', async () => {
    const regular = await t.createUser('regular');
    const response = await t.request('POST', '/api/users', {
      token: regular.token,
      payload: { name: 'X', email: uniqueEmail(), password: 'password-123' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets an admin create a user of any role', async () => {
    const response = await t.request('POST', '/api/users', {
      token: t.admin.token,
      payload: {
        name: 'Pam',
        email: uniqueEmail('pam'),
        password: 'password-123',
        role: 'premium',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'premium', status: 'active' });
    const legacy = await t.request('POST', '/api/users', {
      token: t.admin.token,
      payload: { name: 'Uma', email: uniqueEmail('uma'), password: 'password-123', role: 'user' },
    });
    expect(legacy.json()).toMatchObject({ role: 'regular' });
  });
});

describe('POST /api/users/login', () => {
  it('answers { token, user } and records lastLogin', async () => {
    const response = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ email: ADMIN_EMAIL, role: 'admin', isMainAdmin: true });
    expect(body.user.lastLogin).not.toBeNull();
    expect(Date.now() - Date.parse(body.user.lastLogin!)).toBeLessThan(60_000);
    const profile = await t.request('GET', '/api/users/profile', { token: body.token });
    expect(profile.json().id).toBe(body.user.id);
  });

  it('accepts the email in any case', async () => {
    expect((await login(ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const unknown = await login(uniqueEmail('ghost'), 'whatever-password');
    const wrong = await login(ADMIN_EMAIL, 'wrong-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'invalidCredentials',
      message: 'Invalid email or password',
    });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('refuses an inactive user', async () => {
    const inactive = await t.createUser('regular', { status: 'inactive' });
    expect((await login(inactive.email, USER_PASSWORD)).statusCode).toBe(403);
    expect(
      (await t.request('GET', '/api/users/profile', { token: inactive.token })).statusCode,
    ).toBe(401);
  });

  it('answers 400 for an empty email or password', async () => {
    const response = await t.request('POST', '/api/users/login', {
      payload: { email: '', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      path: 'email',
      message: 'validation.emailRequired',
    });
  });
});

describe('sessions', () => {
  it('POST /api/users/logout revokes only the caller token', async () => {
    const user = await t.createUser('regular');
    const other = (await login(user.email, USER_PASSWORD)).json().token as string;
    const response = await t.request('POST', '/api/users/logout', { token: user.token });
    expect(response.statusCode).toBe(200);
    expect((await t.request('GET', '/api/users/profile', { token: user.token })).statusCode).toBe(
      401,
    );
    expect((await t.request('GET', '/api/users/profile', { token: other })).statusCode).toBe(200);
    expect((await t.request('POST', '/api/users/logout')).statusCode).toBe(401);
  });

  it('stores tokens only as hashes', async () => {
    const user = await t.createUser('regular');
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.tokenHash).not.toBe(user.token);
    }
  });

  it('refuses an expired token', async () => {
    const user = await t.createUser('regular');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const response = await t.request('GET', '/api/users/profile', { token: user.token });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid or expired token');
  });

  it('gives new sessions a 30-day expiry', async () => {
    const response = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, response.json().user.id))
      .orderBy(sessions.createdAt);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(
      SESSION_TTL_MS - 60_000,
    );
  });

  it('answers 401 for a malformed Authorization header', async () => {
    for (const header of ['Basic abc', 'Bearer', 'Bearer not a token', 'x'.repeat(500)]) {
      const response = await t.request('GET', '/api/users/profile', {
        headers: { authorization: header },
      });
      expect(response.statusCode, header).toBe(401);
    }
  });
});

describe('GET /api/users and /api/users/{id}', () => {
  it('lists users sorted by email for an admin', async () => {
    const response = await t.request('GET', '/api/users', { token: t.admin.token });
    expect(response.statusCode).toBe(200);
    const list = response.json() as User[];
    const emails = list.map((u) => u.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
    expect(response.body).not.toMatch(/password/i);
  });

  it('lets a user read themself but not another user', async () => {
    const a = await t.createUser('regular');
    const b = await t.createUser('premium');
    expect((await t.request('GET', `/api/users/${a.id}`, { token: a.token })).statusCode).toBe(200);
    expect((await t.request('GET', `/api/users/${b.id}`, { token: a.token })).statusCode).toBe(403);
    expect(
      (await t.request('GET', `/api/users/${b.id}`, { token: t.admin.token })).json(),
    ).toMatchObject({
      id: b.id,
      role: 'premium',
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(
        (await t.request('GET', `/api/users/${id}`, { token: t.admin.token })).statusCode,
      ).toBe(404);
    }
  });
});

describe('PUT /api/users/{id}', () => {
  it('lets a user edit their own name, email (with their password), avatar and properties', async () => {
    const user = await t.createUser('regular');
    const email = uniqueEmail('renamed');
    const response = await t.request('PUT', `/api/users/${user.id}`, {
      token: user.token,
      payload: {
        name: 'Renamed',
        email,
        currentPassword: USER_PASSWORD,
        avatar: 'data:image/png;base64,iVBORw0KGgo=',
        properties: { company: 'Atlas Co' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Renamed',
      email,
      properties: { company: 'Atlas Co' },
      role: 'regular',
    });
  });

  it('never lets a non-admin raise their own role or change their status', async () => {
    const user = await t.createUser('regular');
    for (const payload of [
      { role: 'admin' },
      { role: 'premium' },
      { status: 'inactive' },
      { name: 'X', role: 'admin' },
    ]) {
      const response = await t.request('PUT', `/api/users/${user.id}`, {
        token: user.token,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(403);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ role: 'regular', status: 'active', name: user.name });
    // Sending one's own current role is not a change.
    const same = await t.request('PUT', `/api/users/${user.id}`, {
      token: user.token,
      payload: { role: 'regular', name: 'Same' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('never lets a non-admin change another user', async () => {
    const a = await t.createUser('premium');
    const b = await t.createUser('regular');
    const response = await t.request('PUT', `/api/users/${b.id}`, {
      token: a.token,
      payload: { name: 'Hacked' },
    });
    expect(response.statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, b.id));
    expect(row!.name).toBe(b.name);
  });

  it('locks the main admin role', async () => {
    const otherAdmin = await t.createUser('admin');
    for (const token of [t.admin.token, otherAdmin.token]) {
      const response = await t.request('PUT', `/api/users/${t.admin.id}`, {
        token,
        payload: { role: 'regular' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Cannot change main admin role');
    }
    const deactivate = await t.request('PUT', `/api/users/${t.admin.id}`, {
      token: otherAdmin.token,
      payload: { status: 'inactive' },
    });
    expect(deactivate.statusCode).toBe(403);
    // Its name is its own to change too (issue 28), with the role and email it keeps.
    const renameByOther = await t.request('PUT', `/api/users/${t.admin.id}`, {
      token: otherAdmin.token,
      payload: { name: 'Chief', role: 'admin', email: ADMIN_EMAIL },
    });
    expect(renameByOther.statusCode).toBe(403);
    const rename = await t.request('PUT', `/api/users/${t.admin.id}`, {
      token: t.admin.token,
      payload: { name: 'Chief', role: 'admin', email: ADMIN_EMAIL },
    });
    expect(rename.statusCode).toBe(200);
    const moveEmail = await t.request('PUT', `/api/users/${t.admin.id}`, {
      token: t.admin.token,
      payload: { email: uniqueEmail('moved') },
    });
    expect(moveEmail.statusCode).toBe(403);
  });

  it('lets an admin change role and status, which ends that user sessions', async () => {
    const user = await t.createUser('regular');
    const promoted = await t.request('PUT', `/api/users/${user.id}`, {
      token: t.admin.token,
      payload: { role: 'premium' },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().role).toBe('premium');
    expect((await t.request('GET', '/api/users/profile', { token: user.token })).statusCode).toBe(
      401,
    );

    const fresh = (await login(user.email, USER_PASSWORD)).json().token as string;
    const deactivated = await t.request('PUT', `/api/users/${user.id}`, {
      token: t.admin.token,
      payload: { status: 'inactive' },
    });
    expect(deactivated.json().status).toBe('inactive');
    expect((await t.request('GET', '/api/users/profile', { token: fresh })).statusCode).toBe(401);
    expect((await login(user.email, USER_PASSWORD)).statusCode).toBe(403);
  });

  it('does not let an admin deactivate themself', async () => {
    const admin = await t.createUser('admin');
    const response = await t.request('PUT', `/api/users/${admin.id}`, {
      token: admin.token,
      payload: { status: 'inactive' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('a password change keeps the current session and ends the others', async () => {
    const user = await t.createUser('regular');
    const other = (await login(user.email, USER_PASSWORD)).json().token as string;
    const response = await t.request('PUT', `/api/users/${user.id}`, {
      token: user.token,
      payload: {
        password: 'a-new-password',
        confirmPassword: 'a-new-password',
        currentPassword: USER_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(200);
    expect((await t.request('GET', '/api/users/profile', { token: user.token })).statusCode).toBe(
      200,
    );
    expect((await t.request('GET', '/api/users/profile', { token: other })).statusCode).toBe(401);
    expect((await login(user.email, USER_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'a-new-password')).statusCode).toBe(200);
  });

  it('answers 400 when the passwords do not match, and 409 for a taken email', async () => {
    const user = await t.createUser('regular');
    const mismatch = await t.request('PUT', `/api/users/${user.id}`, {
      token: user.token,
      payload: { password: 'a-new-password', confirmPassword: 'another-one' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details).toContainEqual({
      path: 'confirmPassword',
      message: 'validation.passwordsDontMatch',
    });
    const taken = await t.request('PUT', `/api/users/${user.id}`, {
      token: user.token,
      payload: { email: ADMIN_EMAIL.toUpperCase(), currentPassword: USER_PASSWORD },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('answers 404 to an admin for an unknown user', async () => {
    const response = await t.request('PUT', '/api/users/00000000-0000-4000-8000-000000000000', {
      token: t.admin.token,
      payload: { name: 'Nobody' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('removes the user, their sessions and votes, and keeps their suggestions and comments', async () => {
    const user = await t.createUser('regular');
    const created = await t.request('POST', '/api/suggestions', {
      token: user.token,
      payload: { type: 'feature', content: { en: 'Keep me', ar: '' } },
    });
    const suggestionId = created.json().id as string;
    await t.request('POST', `/api/suggestions/${suggestionId}/vote`, { token: user.token });
    await t.request('POST', `/api/suggestions/${suggestionId}/comments`, {
      token: user.token,
      payload: { content: 'Mine' },
    });

    const response = await t.request('DELETE', `/api/users/${user.id}`, { token: t.admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: user.id });

    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(
      await t.db.select().from(suggestionVotes).where(eq(suggestionVotes.userId, user.id)),
    ).toHaveLength(0);
    const [kept] = await t.db.select().from(suggestions).where(eq(suggestions.id, suggestionId));
    expect(kept!.userId).toBeNull();
    const keptComments = await t.db
      .select()
      .from(comments)
      .where(eq(comments.suggestionId, suggestionId));
    expect(keptComments).toHaveLength(1);
    expect(keptComments[0]!.userId).toBeNull();

    const list = await t.request('GET', '/api/suggestions');
    const suggestion = (
      list.json() as {
        id: string;
        userName: string | null;
        votes: string[];
        comments: { userName: string | null }[];
      }[]
    ).find((s) => s.id === suggestionId)!;
    expect(suggestion).toMatchObject({ userName: null, votes: [] });
    expect(suggestion.comments[0]!.userName).toBeNull();
    expect((await t.request('GET', '/api/users/profile', { token: user.token })).statusCode).toBe(
      401,
    );
  });

  it('refuses to delete the main admin or oneself, and answers 404 for an unknown user', async () => {
    const admin = await t.createUser('admin');
    const main = await t.request('DELETE', `/api/users/${t.admin.id}`, { token: admin.token });
    expect(main.statusCode).toBe(403);
    expect(main.json().message).toBe('Cannot delete the main admin');
    expect(
      (await t.request('DELETE', `/api/users/${admin.id}`, { token: admin.token })).statusCode,
    ).toBe(403);
    expect(
      (await t.request('DELETE', `/api/users/${admin.id}`, { token: t.admin.token })).statusCode,
    ).toBe(200);
    expect(
      (await t.request('DELETE', `/api/users/${admin.id}`, { token: t.admin.token })).statusCode,
    ).toBe(404);
  });
});
