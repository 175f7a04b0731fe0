import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './helpers/startServerProcess';
import { createTestApp, freshPostgresDatabase, onPostgres, type TestApp } from './helpers/testApp';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('X-Request-Id', () => {
  it('echoes the id a caller or proxy gave', async () => {
    const id = 'edge-7f3a.9b:trace/42';
    const response = await t.request('GET', '/api/libraries', { headers: { 'x-request-id': id } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe(id);
  });

  it('makes a new id for each request that brings none', async () => {
    const first = await t.request('GET', '/api/health');
    const second = await t.request('GET', '/api/health');
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with a space', 'two words'],
    ['with a control character', 'id\u0007bell'],
    ['with text outside ASCII', 'طلب-1'],
    ['empty', ''],
  ])('replaces one %s with a new id', async (_case, given) => {
    const response = await t.request('GET', '/api/health', {
      headers: { 'x-request-id': given },
    });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('keeps one of exactly 128 characters', async () => {
    const id = 'b'.repeat(128);
    const response = await t.request('GET', '/api/health', { headers: { 'x-request-id': id } });
    expect(response.headers['x-request-id']).toBe(id);
  });

  it.each([
    ['an unknown route', 'GET', '/api/nothing-here', undefined, 404],
    ['invalid input', 'POST', '/api/users/login', { email: 'not-an-email' }, 400],
    ['no token', 'GET', '/api/users/profile', undefined, 401],
    ['a malformed URL', 'GET', '/api/libraries/%E0%A4%A', undefined, 400],
  ] as const)('is on error answers too: %s', async (_case, method, url, payload, status) => {
    const response = await t.request(method, url, {
      payload,
      headers: { 'x-request-id': 'err-1' },
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-request-id']).toBe('err-1');
  });
});

describe('request logs', () => {
  it('write JSON lines that carry the request id as reqId', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'libatlas-log-'));
    const postgres = onPostgres
      ? await freshPostgresDatabase(process.env.DATABASE_URL!)
      : undefined;
    const server = await startServerProcess(dataDir, {
      LOG_LEVEL: 'info',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    try {
      const given = await fetch(`${server.url}/api/libraries`, {
        headers: { 'x-request-id': 'log-line-1' },
      });
      const made = await fetch(`${server.url}/api/nothing-here`);
      const madeId = made.headers.get('x-request-id');
      expect(given.headers.get('x-request-id')).toBe('log-line-1');
      expect(madeId).toMatch(UUID);

      const linesOf = (id: string) =>
        server
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .filter((entry) => entry.reqId === id);
      for (let waited = 0; linesOf(madeId!).length < 2 && waited < 5_000; waited += 50) {
        await sleep(50);
      }
      const givenLines = linesOf('log-line-1');
      expect(givenLines.map((entry) => entry.msg)).toEqual([
        'incoming request',
        'request completed',
      ]);
      expect(givenLines[1]).toMatchObject({ res: { statusCode: 200 } });
      expect(linesOf(madeId!).map((entry) => entry.msg)).toEqual([
        'incoming request',
        'request completed',
      ]);
    } finally {
      await server.stop();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
