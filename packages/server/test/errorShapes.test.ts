import { connect } from 'node:net';
import { errorBodySchema } from '@libatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * Every error answer has design §5's shape, whichever layer gives it: Fastify's router and body
 * parsers as well as the routes.
 */
describe("every layer's errors in design §5's shape", () => {
  it.each([
    ['404 route not found', 'GET', '/api/no-such-route', {}, 404],
    ['404 unknown method on a known path', 'PATCH', '/api/settings', {}, 404],
    [
      '400 bad JSON',
      'POST',
      '/api/users/login',
      { payload: '{"email": ', headers: { 'content-type': 'application/json' } },
      400,
    ],
    [
      '413 body too large',
      'POST',
      '/api/users/login',
      {
        payload: JSON.stringify({ email: 'x'.repeat(3 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      },
      413,
    ],
    [
      '415 unsupported media type',
      'POST',
      '/api/users/login',
      { payload: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
    ],
    [
      '414 an over-long path id (public route)',
      'GET',
      `/api/libraries/${'x'.repeat(300)}`,
      {},
      414,
    ],
    ['414 an over-long path id (signed-in route)', 'GET', `/api/users/${'x'.repeat(300)}`, {}, 414],
    ['400 a malformed URL', 'GET', '/api/libraries/%E0%A4%A', {}, 400],
  ] as const)('%s', async (_name, method, url, options, status) => {
    const response = await t.request(method, url, options);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = errorBodySchema.strict().parse(response.json());
    expect(body.statusCode).toBe(status);
  });
});

describe('JSON nested past any form of the API', () => {
  // 10 kB nested 5,000 deep: it overflowed the stack of the check for unstorable text (a 500).
  const deep = `{"email":${'['.repeat(5_000)}${']'.repeat(5_000)},"password":"x"}`;
  const within = `{"email":${'['.repeat(31)}${']'.repeat(31)},"password":"x"}`;

  it.each([
    ['login', '/api/users/login'],
    ['sign-up', '/api/users'],
  ])('answers %s 400 with a clear message', async (_name, url) => {
    const response = await t.request('POST', url, {
      payload: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json())).toMatchObject({
      statusCode: 400,
      error: 'BadRequest',
      message: 'JSON nested deeper than 32 levels',
    });
  });

  it('reads a body nested 32 deep as any other (here a field of the wrong type)', async () => {
    const response = await t.request('POST', '/api/users/login', {
      payload: within,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ path: 'email' })]);
  });
});

let listening: Promise<string> | undefined;

/** Sends raw bytes to the listening app and reads the whole answer (the server closes it). */
async function rawExchange(
  request: string,
): Promise<{ status: number; type: string; body: string }> {
  listening ??= t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = new URL(await listening);
  const answer = await new Promise<string>((resolve, reject) => {
    let text = '';
    const socket = connect(Number(address.port), address.hostname, () => socket.write(request));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return {
    status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]),
    type: /^content-type: (.*)$/im.exec(head)?.[1] ?? '',
    body,
  };
}

describe("Node's HTTP parser's refusals, before Fastify sees a request", () => {
  it.each([
    [
      '431 a URL past 16 KiB',
      `GET /api/libraries/${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
    ],
    ['400 a malformed request line', 'GARBAGE\r\n\r\n', 400],
  ])('%s', async (_name, request, status) => {
    const answer = await rawExchange(request);
    expect(answer.status).toBe(status);
    expect(answer.type).toMatch(/^application\/json/);
    expect(errorBodySchema.strict().parse(JSON.parse(answer.body)).statusCode).toBe(status);
  });
});
