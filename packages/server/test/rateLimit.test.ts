import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  createTestApp,
  GENEROUS_LOGIN_FAILURES,
  type TestApp,
} from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimit: {
      login: { max: 3, timeWindowMs: 60_000 },
      writes: { max: 4, timeWindowMs: 60_000 },
      loginFailures: GENEROUS_LOGIN_FAILURES,
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('rate limits', () => {
  it('limits login attempts per IP and email: 429 with Retry-After', async () => {
    const attempt = (email: string) =>
      t.request('POST', '/api/users/login', { payload: { email, password: 'wrong-password' } });
    for (let i = 0; i < 3; i += 1) expect((await attempt(ADMIN_EMAIL)).statusCode).toBe(401);
    const limited = await attempt(ADMIN_EMAIL);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'TooManyRequests' });
    // The same address in another case is the same account.
    expect((await attempt(ADMIN_EMAIL.toUpperCase())).statusCode).toBe(429);
    // Another account from the same address is counted apart.
    expect((await attempt('someone-else@example.test')).statusCode).toBe(401);
  });

  it('limits writes per user, leaves other users and reads alone', async () => {
    const busy = await t.createUser('regular');
    const calm = await t.createUser('regular');
    const write = (token: string) =>
      t.request('POST', '/api/suggestions', {
        token,
        payload: { type: 'feature', content: { en: 'Spam', ar: '' } },
      });
    for (let i = 0; i < 4; i += 1) expect((await write(busy.token)).statusCode).toBe(201);
    const limited = await write(busy.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await write(calm.token)).statusCode).toBe(201);
    for (let i = 0; i < 10; i += 1)
      expect((await t.request('GET', '/api/suggestions')).statusCode).toBe(200);
  });

  it('limits visitors writes per IP', async () => {
    const signUp = (n: number) =>
      t.request('POST', '/api/users', {
        payload: {
          name: 'V',
          email: `visitor-${n}-${Date.now()}@example.test`,
          password: 'password-123',
        },
        headers: { 'x-forwarded-for': '10.0.0.1' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signUp(i)).statusCode);
    expect(statuses.slice(0, 4)).toEqual([201, 201, 201, 201]);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });
});
