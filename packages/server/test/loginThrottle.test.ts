import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  ADMIN_EMAIL,
  createTestApp,
  onPostgres,
  USER_PASSWORD,
  uniqueEmail,
  type TestApp,
} from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimit: {
      login: { max: 100_000, timeWindowMs: 60_000 },
      writes: { max: 100_000, timeWindowMs: 60_000 },
      loginFailures: {
        perAccount: 4,
        perAddress: 6,
        baseDelayMs: 30_000,
        maxDelayMs: 3_600_000,
        resetAfterMs: 3_600_000,
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
});

function login(email: string, password: string, address: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    remoteAddress: address,
  });
}

describe('failed logins are throttled in the database (password spraying)', () => {
  it('limits one address across rotating emails: 429 with Retry-After, before any hashing', async () => {
    const address = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await login(uniqueEmail('spray'), 'Summer-2026!', address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);

    const user = await t.createUser('regular');
    const limited = await login(user.email, USER_PASSWORD, address);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(limited.json()).toMatchObject({
      statusCode: 429,
      error: 'TooManyRequests',
      code: 'rateLimited',
    });
    expect(typeof limited.json().message).toBe('string');
    // Another address is not held back.
    expect((await login(user.email, USER_PASSWORD, '203.0.113.8')).statusCode).toBe(200);
  });

  it('limits one account across addresses, leaves other accounts alone', async () => {
    const target = await t.createUser('regular');
    for (let i = 0; i < 4; i += 1)
      expect(
        (await login(target.email, 'not-the-password', `198.51.100.${i + 1}`)).statusCode,
      ).toBe(401);
    // The right password from a fresh address waits too: the account is held, not the guesser.
    const limited = await login(target.email.toUpperCase(), USER_PASSWORD, '198.51.100.50');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await t.createUser('regular');
    expect((await login(other.email, USER_PASSWORD, '198.51.100.51')).statusCode).toBe(200);
  });

  it('grows the back-off with each failure past the limit', async () => {
    const target = await t.createUser('regular');
    for (let i = 0; i < 4; i += 1) await login(target.email, 'wrong-guess-1', `192.0.2.${i + 1}`);
    const first = Number((await login(target.email, 'x', '192.0.2.60')).headers['retry-after']);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(30);
    // The wait is over (as if 30 s had passed): the next failure waits twice as long.
    await t.db.execute(
      sql`update login_throttles set blocked_until = now() - interval '1 second' where key = ${`account:${target.email}`}`,
    );
    expect((await login(target.email, 'wrong-guess-2', '192.0.2.61')).statusCode).toBe(401);
    const second = Number((await login(target.email, 'x', '192.0.2.62')).headers['retry-after']);
    expect(second).toBeGreaterThan(30);
    expect(second).toBeLessThanOrEqual(60);
  });

  it('a successful login clears the account count', async () => {
    const target = await t.createUser('regular');
    for (let i = 0; i < 3; i += 1) await login(target.email, 'wrong-guess', `192.0.2.${100 + i}`);
    expect((await login(target.email, USER_PASSWORD, '192.0.2.110')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await login(target.email, 'wrong-again', `192.0.2.${120 + i}`)).statusCode).toBe(401);
  });

  it.runIf(onPostgres)('holds across server processes sharing the database', async () => {
    const address = '203.0.113.99';
    for (let i = 0; i < 6; i += 1) await login(uniqueEmail('spray'), 'Winter-2026!', address);
    const second = await buildApp(t.config);
    try {
      const limited = await second.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: ADMIN_EMAIL, password: 'whatever-it-is' },
        remoteAddress: address,
      });
      expect(limited.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
