import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, libraryInput, type TestApp } from './helpers/testApp';

const ELSEWHERE = 'https://elsewhere.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const created = await t.request('POST', '/api/libraries', {
    token: t.admin.token,
    payload: libraryInput({ id: 'tl-cors' }),
  });
  expect(created.statusCode).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

function fromElsewhere(
  method: InjectOptions['method'],
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { origin: ELSEWHERE, ...headers },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-expose-headers',
];

function expectNoGrant(response: LightMyRequestResponse, label: string) {
  for (const name of CORS_HEADERS)
    expect(response.headers[name], `${label}: ${name}`).toBeUndefined();
  expect(response.headers['cross-origin-resource-policy'], label).toBe('same-origin');
}

const PUBLIC_READS = [
  '/api/libraries',
  '/api/libraries/tl-cors',
  '/api/directory',
  '/api/directory/libraries',
  '/api/dataset',
  '/api/settings',
  '/api/docs/json',
  '/data/libraries.csv',
  '/data/libraries.geojson',
  '/data/libraries.jsonld',
];

describe('a public read from another origin', () => {
  it('is granted to any origin, without credentials, with ETag and Link readable', async () => {
    for (const url of PUBLIC_READS) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await fromElsewhere(method, url);
        const label = `${method} ${url}`;
        expect(response.statusCode, label).toBe(200);
        expect(response.headers['access-control-allow-origin'], label).toBe('*');
        expect(response.headers['access-control-allow-credentials'], label).toBeUndefined();
        expect(response.headers['access-control-expose-headers'], label).toMatch(/\bETag\b/);
        expect(response.headers['access-control-expose-headers'], label).toMatch(/\bLink\b/);
        expect(response.headers['cross-origin-resource-policy'], label).toBe('cross-origin');
      }
    }
  });

  it('is granted by address, so the feeds are open whenever their routes answer', async () => {
    for (const url of ['/feed.xml', '/libraries/tl-cors/feed.xml', '/api/libraries?fields=x']) {
      const response = await fromElsewhere('GET', url);
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
    }
  });

  it('has its preflight answered for GET and HEAD with If-None-Match, and nothing more', async () => {
    const preflight = await fromElsewhere('OPTIONS', '/api/libraries/tl-cors', {
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'if-none-match',
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD');
    expect(preflight.headers['access-control-allow-headers']).toBe('If-None-Match');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('no CORS grant', () => {
  it('on a write, with or without a token', async () => {
    const writes: [InjectOptions['method'], string, unknown][] = [
      ['POST', '/api/libraries', libraryInput({ id: 'tl-cors-post' })],
      ['PUT', '/api/libraries/tl-cors', libraryInput()],
      ['DELETE', '/api/libraries/tl-cors-none', undefined],
      ['PUT', '/api/settings', {}],
      ['POST', '/api/suggestions', {}],
    ];
    for (const [method, url, payload] of writes) {
      for (const token of [undefined, t.admin.token]) {
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        const response = await fromElsewhere(method, url, headers, payload);
        expectNoGrant(response, `${method} ${url} ${token ? 'with' : 'without'} a token`);
      }
    }
  });

  it('on a personal or admin read, signed in or not', async () => {
    const user = await t.createUser('regular');
    for (const url of [
      '/api/users/profile',
      '/api/notifications',
      '/api/users',
      '/api/libraries/tl-cors/history',
      '/api/suggestions',
    ]) {
      for (const token of [undefined, user.token, t.admin.token]) {
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        const response = await fromElsewhere('GET', url, headers);
        expectNoGrant(response, `GET ${url} ${token ? 'with' : 'without'} a token`);
      }
    }
  });

  it('on a public read that carries a token, valid or not', async () => {
    for (const token of [t.admin.token, 'not-a-session']) {
      for (const url of [
        '/api/libraries',
        '/api/libraries/tl-cors',
        '/api/dataset',
        '/data/libraries.csv',
      ]) {
        const response = await fromElsewhere('GET', url, { authorization: `Bearer ${token}` });
        expectNoGrant(response, `GET ${url} with a token`);
      }
    }
  });

  it('on a preflight that asks to write, to send a token, or for anything but a public read', async () => {
    const preflights: [string, Record<string, string>][] = [
      ['/api/libraries', { 'access-control-request-method': 'POST' }],
      ['/api/libraries/tl-cors', { 'access-control-request-method': 'PUT' }],
      ['/api/libraries/tl-cors', { 'access-control-request-method': 'DELETE' }],
      [
        '/api/libraries',
        {
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      ],
      [
        '/api/dataset',
        {
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'if-none-match, content-type',
        },
      ],
      ['/api/users/profile', { 'access-control-request-method': 'GET' }],
      ['/api/notifications', { 'access-control-request-method': 'GET' }],
    ];
    for (const [url, headers] of preflights) {
      const response = await fromElsewhere('OPTIONS', url, headers);
      const label = `OPTIONS ${url} ${JSON.stringify(headers)}`;
      expect(response.statusCode, label).not.toBe(204);
      for (const name of CORS_HEADERS) {
        expect(response.headers[name], `${label}: ${name}`).toBeUndefined();
      }
    }
  });
});
