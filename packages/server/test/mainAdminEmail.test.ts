import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { ensureMainAdmin } from '../src/services/users';
import { ADMIN_EMAIL, createTestApp, uniqueEmail, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function mainAdminEmail(): Promise<string | undefined> {
  const rows = await t.db.select().from(users).where(eq(users.isMainAdmin, true));
  return rows[0]?.email;
}

describe('ADMIN_EMAIL pointing at an account someone signed up', () => {
  it('refuses to start, naming the command that transfers the main admin', async () => {
    const email = uniqueEmail('squatter');
    const signUp = await t.request('POST', '/api/users', {
      payload: { name: 'Squatter', email, password: 'squatter secret 9' },
    });
    expect(signUp.statusCode).toBe(201);

    await expect(ensureMainAdmin(t.db, { email, password: 'operator chosen 7' })).rejects.toThrow(
      /transfer-main-admin/,
    );
    expect(await mainAdminEmail()).toBe(ADMIN_EMAIL);
    const [squatter] = await t.db.select().from(users).where(eq(users.email, email));
    expect(squatter).toMatchObject({ role: 'regular', isMainAdmin: false });
    // The squatter's own password still opens only a regular account.
    const login = await t.request('POST', '/api/users/login', {
      payload: { email, password: 'squatter secret 9' },
    });
    expect(login.json().user).toMatchObject({ role: 'regular', isMainAdmin: false });
  });

  it('transfers on the explicit command: ADMIN_PASSWORD becomes its password, its sessions end', async () => {
    const heir = await t.createUser('regular');
    await ensureMainAdmin(t.db, {
      email: heir.email,
      password: 'operator chosen 7',
      transfer: true,
    });
    expect(await mainAdminEmail()).toBe(heir.email);
    expect((await t.request('GET', '/api/users/profile', { token: heir.token })).statusCode).toBe(
      401,
    );
    const login = await t.request('POST', '/api/users/login', {
      payload: { email: heir.email, password: 'operator chosen 7' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'admin', isMainAdmin: true });
    // Back again, so the other tests find the main admin they expect.
    await ensureMainAdmin(t.db, { email: ADMIN_EMAIL, transfer: true });
    expect(await mainAdminEmail()).toBe(ADMIN_EMAIL);
  });

  it('starts as before when ADMIN_EMAIL is already the main admin', async () => {
    await expect(ensureMainAdmin(t.db, { email: ADMIN_EMAIL.toUpperCase() })).resolves.toEqual({});
    expect(await mainAdminEmail()).toBe(ADMIN_EMAIL);
  });
});
