import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseTrustProxy } from '../src/config';
import { createTestApp, GENEROUS_LOGIN_FAILURES, type TestApp } from './helpers/testApp';

describe('TRUST_PROXY', () => {
  it('reads none, any, a hop count or a list of addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('  ')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => parseTrustProxy('proxy.example.org')).toThrow(ConfigError);
  });
});

/** Six visitors' sign-ups through one proxy at 127.0.0.1, from two client addresses. */
async function signUps(t: TestApp): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const response = await t.request('POST', '/api/users', {
      payload: {
        name: 'V',
        email: `proxy-visitor-${i}-${Date.now()}@example.test`,
        password: 'password-123',
      },
      headers: { 'x-forwarded-for': i % 2 === 0 ? '203.0.113.7' : '198.51.100.9' },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const rateLimit = {
  login: { max: 100, timeWindowMs: 60_000 },
  writes: { max: 3, timeWindowMs: 60_000 },
  loginFailures: GENEROUS_LOGIN_FAILURES,
};

describe('visitors behind a proxy', () => {
  let trusting: TestApp;
  let distrusting: TestApp;
  beforeAll(async () => {
    trusting = await createTestApp({ trustProxy: ['127.0.0.1'], rateLimit });
    distrusting = await createTestApp({ trustProxy: false, rateLimit });
  });
  afterAll(async () => {
    await trusting?.close();
    await distrusting?.close();
  });

  it('counts each client apart when the proxy is trusted', async () => {
    // Three writes each: both clients stay within the limit of 3.
    expect(await signUps(trusting)).toEqual([201, 201, 201, 201, 201, 201]);
  });

  it('believes as many proxies as a hop count says', async () => {
    const hops = await createTestApp({ trustProxy: 1, rateLimit });
    try {
      const ip = await hops.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-for': '192.0.2.1, 203.0.113.7' },
      });
      expect(ip.statusCode).toBe(200);
      expect(await signUps(hops)).toEqual([201, 201, 201, 201, 201, 201]);
    } finally {
      await hops.close();
    }
  });

  it('counts every client as the proxy when it is not trusted (a forged header changes nothing)', async () => {
    expect(await signUps(distrusting)).toEqual([201, 201, 201, 429, 429, 429]);
  });
});
