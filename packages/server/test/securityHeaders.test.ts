import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { EMBED_MAP_PATH } from '@libatlas/contracts';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TILE_URL } from '../src/config';
import { contentSecurityPolicy, securityHeaderOptions } from '../src/plugins/security';
import { securityHeaders } from '../src/plugins/securityHeaders';
import { createTestApp, type TestApp } from './helpers/testApp';

// Issue 32: the server sends the very headers @fastify/helmet sends, computed once rather than by
// helmet on every request. Helmet stays the reference: with the options below (the ones the
// server gave it), its answers and ours must carry the same security headers, names and values,
// on every variant. A helmet upgrade that changes a header, or a changed option on either side,
// fails here.

/** Every header helmet 8 sets or removes, whatever its options. */
const HELMET_HEADERS = [
  'content-security-policy',
  'content-security-policy-report-only',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-powered-by',
  'x-xss-protection',
];

/** What any Fastify answer carries, helmet or not. */
const FASTIFY_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection']);

/** The options the server gave @fastify/helmet; over https, helmet's default HSTS as well. */
function helmetOptions(tileUrl: string, https: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicy(tileUrl),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    ...(https ? {} : { strictTransportSecurity: false }),
  };
}

/** The embeddable map's own: any site may frame it. */
function embedHelmetOptions(tileUrl: string): FastifyHelmetOptions {
  const policy = contentSecurityPolicy(tileUrl);
  return {
    contentSecurityPolicy: {
      ...policy,
      directives: { ...policy.directives, frameAncestors: ['*'] },
    },
    frameguard: false,
  };
}

/** The same routes on both sides: an answer, the embeddable map, an error; a miss is a 404. */
function addRoutes(app: FastifyInstance, embed: { helmet?: FastifyHelmetOptions }) {
  app.get('/api/thing', async () => ({ ok: true }));
  app.get(EMBED_MAP_PATH, embed, async () => 'the map');
  app.get('/api/broken', async () => {
    throw new Error('broken');
  });
}

async function helmetApp(tileUrl: string, https: boolean): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: true });
  await app.register(fastifyHelmet, helmetOptions(tileUrl, https));
  addRoutes(app, { helmet: embedHelmetOptions(tileUrl) });
  await app.ready();
  return app;
}

async function ourApp(tileUrl: string): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: true });
  await app.register(securityHeaders, securityHeaderOptions(tileUrl));
  addRoutes(app, {});
  await app.ready();
  return app;
}

function withoutDate(response: LightMyRequestResponse) {
  const { date: _date, ...headers } = response.headers;
  return headers;
}

function securityHeadersOf(response: LightMyRequestResponse) {
  return Object.fromEntries(
    HELMET_HEADERS.filter((name) => response.headers[name] !== undefined).map((name) => [
      name,
      response.headers[name],
    ]),
  );
}

const SCHEMES: { https: boolean; headers: Record<string, string> }[] = [
  { https: false, headers: {} },
  { https: true, headers: { 'x-forwarded-proto': 'https' } },
];

const URLS = [
  '/api/thing',
  '/api/thing?x=1',
  EMBED_MAP_PATH,
  `${EMBED_MAP_PATH}?region=Europe&lang=ar`,
  `${EMBED_MAP_PATH}/more`,
  '/api/broken',
  '/api/no-such-route',
];

describe.each([
  DEFAULT_TILE_URL,
  '',
  'http://localhost:8080/tiles/{z}/{x}/{y}.png',
  'https://tiles.example.org/{z}/{x}/{y}.png?key=abc',
])('with TILE_URL %j', (tileUrl) => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it.each(SCHEMES)(
    'answers with the headers helmet sends (https: $https), on every route, method and status',
    async ({ https, headers }) => {
      const reference = await helmetApp(tileUrl, https);
      const ours = await ourApp(tileUrl);
      apps.push(reference, ours);
      for (const url of URLS) {
        for (const method of ['GET', 'HEAD'] as const) {
          const label = `${method} ${url}`;
          const expected = await reference.inject({ method, url, headers });
          const actual = await ours.inject({ method, url, headers });
          expect(actual.statusCode, label).toBe(expected.statusCode);
          // Everything, not only the headers named above: no header more, none less.
          expect(withoutDate(actual), label).toEqual(withoutDate(expected));
          for (const name of Object.keys(expected.headers)) {
            if (!FASTIFY_HEADERS.has(name)) expect(HELMET_HEADERS, label).toContain(name);
          }
        }
      }
    },
  );

  it('tells the variants apart as helmet does', async () => {
    const ours = await ourApp(tileUrl);
    apps.push(ours);
    const page = await ours.inject({ method: 'GET', url: '/api/thing' });
    const embed = await ours.inject({ method: 'GET', url: EMBED_MAP_PATH });
    const overHttps = await ours.inject({
      method: 'GET',
      url: '/api/thing',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(overHttps.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('the server', () => {
  let t: TestApp;
  const references: FastifyInstance[] = [];
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all(references.map((app) => app.close()));
  });

  it.each(SCHEMES)(
    'sends helmet’s headers on its answers, errors and misses (https: $https)',
    async ({ https, headers }) => {
      const reference = await helmetApp(t.config.tileUrl, https);
      references.push(reference);
      const expected = securityHeadersOf(
        await reference.inject({ method: 'GET', url: '/api/thing' }),
      );
      for (const url of [
        '/api/health',
        '/api/users/profile',
        '/api/no-such-route',
        '/api/libraries',
      ]) {
        const response = await t.request('GET', url, { headers });
        expect(securityHeadersOf(response), url).toEqual({
          ...expected,
          // The public reads, which other sites may load (publicReadCors.ts).
          ...(url === '/api/libraries' ? { 'cross-origin-resource-policy': 'cross-origin' } : {}),
        });
      }
    },
  );
});
