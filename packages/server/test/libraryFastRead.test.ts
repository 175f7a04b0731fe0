import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/config';
import { createTestApp, libraryInput, type TestApp } from './helpers/testApp';

// Issue 32: GET and HEAD /api/libraries/{id} are answered by node:http before Fastify
// (http/libraryFastRead.ts). Fastify's route stays the reference: over a real socket (the fast
// read) and through app.inject (Fastify alone), the same request must get the same status, every
// header with the same value (but the connection's own: Date, Connection, Keep-Alive) and the
// same bytes; what the fast read cannot answer in full goes to Fastify untouched.

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers node:http writes for the connection, not for the answer. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive']);

function answerHeaders(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name, value]) => value !== undefined && !CONNECTION_HEADERS.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

function overSocket(
  port: number,
  method: string,
  path: string,
  headers: OutgoingHttpHeaders,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: answerHeaders(response.headers),
          body: Buffer.concat(chunks),
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

async function throughFastify(
  t: TestApp,
  method: 'GET' | 'HEAD',
  path: string,
  headers: Record<string, string>,
): Promise<Answer> {
  const response = await t.app.inject({ method, url: path, headers });
  return {
    status: response.statusCode,
    headers: answerHeaders(response.headers),
    body: response.rawPayload,
  };
}

/** The lines the app's logger writes from now on (pino's stream, swapped for an array's push). */
function captureLog(t: TestApp): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  const log = t.app.log as unknown as Record<symbol, unknown>;
  const stream = Object.getOwnPropertySymbols(log).find((s) => s.description === 'pino.stream');
  if (!stream) throw new Error('the app logs without pino');
  log[stream] = {
    write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
  };
  return lines;
}

function useServer(overrides: Partial<AppConfig> = {}, onReady?: (t: TestApp) => void) {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp(overrides);
    onReady?.(t);
    for (const id of ['tl-fast', 'tl-merged']) {
      const created = await t.request('POST', '/api/libraries', {
        token: t.admin.token,
        payload: libraryInput({ id, lib_name: { en: `Library ${id}`, ar: `مكتبة ${id}` } }),
      });
      expect(created.statusCode).toBe(201);
    }
    const merged = await t.request('DELETE', '/api/libraries/tl-merged?mergedInto=tl-fast', {
      token: t.admin.token,
    });
    expect(merged.statusCode).toBe(200);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The request over a socket alone; whether the fast read answered it. */
  async function socketOnly(
    method: 'GET' | 'HEAD',
    path: string,
    headers: Record<string, string>,
  ): Promise<{ fast: Answer; answeredFast: boolean }> {
    const before = t.app.libraryFastRead.answered;
    const fast = await overSocket(port, method, path, headers);
    return { fast, answeredFast: t.app.libraryFastRead.answered === before + 1 };
  }

  /** The same request both ways; whether the fast read answered it. */
  async function both(
    method: 'GET' | 'HEAD',
    path: string,
    headers: Record<string, string> = {},
  ): Promise<{ fast: Answer; fastify: Answer; answeredFast: boolean }> {
    const withId = { 'x-request-id': 'fast-read-test', ...headers };
    const { fast, answeredFast } = await socketOnly(method, path, withId);
    const fastify = await throughFastify(t, method, path, withId);
    return { fast, fastify, answeredFast };
  }
  return Object.assign(both, { socketOnly });
}

const CODINGS = [undefined, 'identity', 'gzip', 'br', 'gzip, deflate, br, zstd', 'br;q=0, gzip'];

describe('GET and HEAD /api/libraries/{id} before Fastify', () => {
  const both = useServer();

  it('answers as the route does: every coding, GET and HEAD, 200 and 304', async () => {
    let cases = 0;
    for (const coding of CODINGS) {
      const asks: Record<string, string> =
        coding === undefined ? {} : { 'accept-encoding': coding };
      for (const method of ['GET', 'HEAD'] as const) {
        const first = await both(method, '/api/libraries/tl-fast', asks);
        expect(first.answeredFast, `${method} ${coding}`).toBe(true);
        expect(first.fast, `${method} ${coding}`).toEqual(first.fastify);
        expect(first.fast.status).toBe(200);
        const etag = first.fast.headers.etag!;
        for (const ifNoneMatch of [etag, `"other", W/${etag}`, '*', '"other"']) {
          const again = await both(method, '/api/libraries/tl-fast', {
            ...asks,
            'if-none-match': ifNoneMatch,
          });
          expect(again.answeredFast, `${method} ${coding} ${ifNoneMatch}`).toBe(true);
          expect(again.fast, `${method} ${coding} ${ifNoneMatch}`).toEqual(again.fastify);
          expect(again.fast.status).toBe(ifNoneMatch === '"other"' ? 200 : 304);
          cases += 1;
        }
      }
    }
    expect(cases).toBe(CODINGS.length * 2 * 4);
  });

  it('carries the security headers, the public read CORS and a request id of its own', async () => {
    const { fast, answeredFast } = await both('GET', '/api/libraries/tl-fast', {
      'accept-encoding': 'br',
    });
    expect(answeredFast).toBe(true);
    expect(fast.headers).toMatchObject({
      'x-request-id': 'fast-read-test',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'x-frame-options': 'DENY',
      'content-encoding': 'br',
      vary: 'accept-encoding',
      'cache-control': 'no-cache',
    });
    expect(fast.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(fast.headers['strict-transport-security']).toBeUndefined();
    // Over plain HTTP an X-Forwarded-Proto is nobody's to believe without TRUST_PROXY.
    const forged = await both('GET', '/api/libraries/tl-fast', { 'x-forwarded-proto': 'https' });
    expect(forged.answeredFast).toBe(true);
    expect(forged.fast.headers['strict-transport-security']).toBeUndefined();
    expect(forged.fast).toEqual(forged.fastify);
  });

  it('leaves to Fastify a missing id, a merged one, a token, a query, an encoded id', async () => {
    const cases: [path: string, headers: Record<string, string>, status: number][] = [
      ['/api/libraries/tl-nowhere', {}, 404],
      ['/api/libraries/tl-merged', {}, 301],
      ['/api/libraries/tl-fast', { authorization: 'Bearer not-a-token' }, 200],
      ['/api/libraries/tl-fast?x=1', {}, 200],
      ['/api/libraries/tl%2Dfast', {}, 200],
      [`/api/libraries/${'x'.repeat(101)}`, {}, 414],
    ];
    for (const [path, headers, status] of cases) {
      const { fast, fastify, answeredFast } = await both('GET', path, headers);
      expect(answeredFast, path).toBe(false);
      expect(fast.status, path).toBe(status);
      expect(fast, path).toEqual(fastify);
    }
  });
});

describe('behind a trusted proxy', () => {
  const both = useServer({ trustProxy: 1 });

  it('sends Strict-Transport-Security when the proxy says https, as the route does', async () => {
    for (const proto of ['https', 'http', 'http, https']) {
      const { fast, fastify, answeredFast } = await both('GET', '/api/libraries/tl-fast', {
        'x-forwarded-proto': proto,
      });
      expect(answeredFast, proto).toBe(true);
      expect(fast, proto).toEqual(fastify);
      expect(fast.headers['strict-transport-security'] !== undefined, proto).toBe(
        proto.endsWith('https'),
      );
    }
  });
});

// The fast read writes the request log lines Fastify writes (npm start logs at info), through the
// same logger: the same two lines, the same fields in the same order, the same values but those
// of the connection (its port) and the time. Fastify's are those of the same request with a query
// added, which the fast read leaves to it.
const PROXIES: [name: string, trustProxy: AppConfig['trustProxy']][] = [
  ['no proxy', false],
  ['one trusted proxy', 1],
  ['every proxy trusted', true],
  ['proxies trusted by address', ['127.0.0.1']],
];

describe.each(PROXIES)('the request log, behind %s', (_name, trustProxy) => {
  let lines: Record<string, unknown>[] = [];
  const both = useServer({ logLevel: 'info', trustProxy }, (t) => {
    lines = captureLog(t);
  });

  /** The two lines of the request `reqId`, its url without the query the test added. */
  function linesOf(reqId: string) {
    return lines
      .filter((line) => line.reqId === reqId)
      .map(({ time, responseTime, ...line }) => {
        expect(typeof time).toBe('number');
        if (line.msg === 'request completed') expect(typeof responseTime).toBe('number');
        const req = line.req as Record<string, unknown> | undefined;
        if (!req) return line;
        expect(typeof req.remotePort).toBe('number');
        return {
          ...line,
          req: { ...req, url: String(req.url).replace('?x=1', ''), remotePort: 'a port' },
        };
      });
  }

  const FORWARDED: Record<string, string>[] = [
    {},
    { 'x-forwarded-for': '203.0.113.9' },
    { 'x-forwarded-for': ' 198.51.100.7 ,203.0.113.9,, 192.0.2.1 ' },
    { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'atlas.example, proxy.example' },
    { 'accept-version': '2', host: 'libatlas.test' },
  ];

  it('writes the lines Fastify writes for the same request', async () => {
    let fastOnes = 0;
    for (const [i, headers] of FORWARDED.entries()) {
      for (const method of ['GET', 'HEAD'] as const) {
        const id = `log-${i}-${method}`;
        const before = lines.length;
        const fast = await both.socketOnly(method, '/api/libraries/tl-fast', {
          ...headers,
          'x-request-id': `${id}-fast`,
        });
        const fastify = await both.socketOnly(method, '/api/libraries/tl-fast?x=1', {
          ...headers,
          'x-request-id': `${id}-fastify`,
        });
        expect(fastify.answeredFast).toBe(false);
        // Behind proxies trusted by address, a forwarded client is Fastify's to work out.
        const forwarded = 'x-forwarded-for' in headers || 'x-forwarded-host' in headers;
        expect(fast.answeredFast, id).toBe(!(Array.isArray(trustProxy) && forwarded));
        if (fast.answeredFast) fastOnes += 1;
        // Each logged twice: incoming and completed.
        await new Promise((resolve) => setImmediate(resolve));
        expect(lines.length - before, id).toBe(4);
        const ours = linesOf(`${id}-fast`);
        const theirs = linesOf(`${id}-fastify`);
        expect(ours.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
        // The same fields, in the same order (a log reader may read them by place).
        expect(ours.map((line) => JSON.stringify(line).replace(`${id}-fast"`, '"'))).toEqual(
          theirs.map((line) => JSON.stringify(line).replace(`${id}-fastify"`, '"')),
        );
      }
    }
    expect(fastOnes).toBeGreaterThan(0);
  });
});
