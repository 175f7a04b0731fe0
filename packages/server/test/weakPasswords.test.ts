import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const WEAK = ['password', '12345678', '        ', 'PassWord1', 'Qwertyuiop', '\t \t \t \t '];
const TOO_WEAK = { path: 'password', message: 'validation.passwordTooWeak' };

describe('weak passwords are refused with "Password is too weak"', () => {
  it('on sign-up', async () => {
    for (const password of WEAK) {
      const response = await t.request('POST', '/api/users', {
        payload: { name: 'Weak', email: uniqueEmail('weak'), password },
      });
      expect(response.statusCode, JSON.stringify(password)).toBe(400);
      expect(response.json().details).toContainEqual(TOO_WEAK);
    }
  });

  it('when an admin creates a user', async () => {
    for (const password of WEAK) {
      const response = await t.request('POST', '/api/users', {
        token: t.admin.token,
        payload: { name: 'Weak', email: uniqueEmail('weak'), password, role: 'premium' },
      });
      expect(response.statusCode, JSON.stringify(password)).toBe(400);
      expect(response.json().details).toContainEqual(TOO_WEAK);
    }
  });

  it('on a password change, by the user or by an admin', async () => {
    const user = await t.createUser('regular');
    for (const password of WEAK) {
      const own = await t.request('PUT', `/api/users/${user.id}`, {
        token: user.token,
        payload: { password, confirmPassword: password, currentPassword: 'user-password-1' },
      });
      expect(own.statusCode, JSON.stringify(password)).toBe(400);
      expect(own.json().details).toContainEqual(TOO_WEAK);
      const byAdmin = await t.request('PUT', `/api/users/${user.id}`, {
        token: t.admin.token,
        payload: { password, confirmPassword: password },
      });
      expect(byAdmin.statusCode, JSON.stringify(password)).toBe(400);
      expect(byAdmin.json().details).toContainEqual(TOO_WEAK);
    }
  });

  it('accepts a long, uncommon password', async () => {
    const response = await t.request('POST', '/api/users', {
      payload: { name: 'Strong', email: uniqueEmail('strong'), password: 'amber lantern 42 quay' },
    });
    expect(response.statusCode).toBe(201);
  });
});
