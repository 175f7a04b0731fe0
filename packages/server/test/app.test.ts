import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorBodySchema, healthResponseSchema, readyResponseSchema } from '@libatlas/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import journal from '../src/db/migrations/meta/_journal.json' with { type: 'json' };
import { contentSecurityPolicy, tileImageSource } from '../src/plugins/security';
import { createTestApp, onPostgres, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * Holds an exclusive lock on the migrations table in a transaction until `release` is called:
 * a query on that table waits (on PGlite, every query does: it has one connection).
 */
function holdMigrationsTable(): { held: Promise<void>; release(): void; done: Promise<void> } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = () => {};
  const heldPromise = new Promise<void>((resolve) => (held = resolve));
  const done = t.db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE drizzle.__drizzle_migrations IN ACCESS EXCLUSIVE MODE`);
    held();
    await released;
  });
  return { held: heldPromise, release, done };
}

describe('GET /api/health', () => {
  it('answers ok and names the database, uncached and uncompressed', async () => {
    const response = await t.request('GET', '/api/health', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json())).toEqual({
      status: 'ok',
      database: onPostgres ? 'postgres' : 'pglite',
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('answers while the database is busy, which GET /api/ready waits for', async () => {
    const lock = holdMigrationsTable();
    await lock.held;
    let readyAnswered = false;
    const ready = t.request('GET', '/api/ready').then((response) => {
      readyAnswered = true;
      return response;
    });
    try {
      const health = await t.request('GET', '/api/health');
      expect(health.statusCode).toBe(200);
      await sleep(200);
      expect(readyAnswered).toBe(false);
    } finally {
      lock.release();
      await lock.done;
    }
    expect((await ready).statusCode).toBe(200);
  });
});

describe('GET /api/ready', () => {
  it('answers ready with the number of migrations, all applied', async () => {
    const response = await t.request('GET', '/api/ready');
    expect(response.statusCode).toBe(200);
    expect(readyResponseSchema.parse(response.json())).toEqual({
      status: 'ready',
      database: onPostgres ? 'postgres' : 'pglite',
      migrations: journal.entries.length,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the migrations the database lacks', async () => {
    const [latest] = journal.entries.slice(-1);
    const removed = (await t.db.execute(sql`
      DELETE FROM drizzle.__drizzle_migrations
      WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)
      RETURNING hash, created_at::text AS created_at
    `)) as unknown as { rows: { hash: string; created_at: string }[] };
    try {
      const response = await t.request('GET', '/api/ready');
      expect(response.statusCode).toBe(503);
      const body = errorBodySchema.parse(response.json());
      expect(body).toMatchObject({
        statusCode: 503,
        error: 'ServiceUnavailable',
        code: 'unavailable',
      });
      expect(body.message).toBe(
        `The database lacks 1 of ${journal.entries.length} migrations: ${latest!.tag}`,
      );
    } finally {
      for (const row of removed.rows) {
        await t.db.execute(sql`
          INSERT INTO drizzle.__drizzle_migrations (hash, created_at)
          VALUES (${row.hash}, ${row.created_at}::bigint)
        `);
      }
    }
    expect((await t.request('GET', '/api/ready')).statusCode).toBe(200);
  });

  it('answers 503 when the database cannot answer the check', async () => {
    await t.db.execute(sql`ALTER TABLE drizzle.__drizzle_migrations RENAME TO moved_migrations`);
    try {
      const response = await t.request('GET', '/api/ready');
      expect(response.statusCode).toBe(503);
      expect(errorBodySchema.parse(response.json())).toMatchObject({
        code: 'unavailable',
        message: 'The database is not answering',
      });
    } finally {
      await t.db.execute(sql`ALTER TABLE drizzle.moved_migrations RENAME TO __drizzle_migrations`);
    }
  });
});

describe('errors', () => {
  it('answers an unknown /api path with a JSON 404 in the error shape', async () => {
    const response = await t.request('GET', '/api/nothing-here', {
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(errorBodySchema.parse(response.json())).toMatchObject({
      statusCode: 404,
      error: 'NotFound',
    });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.request('POST', '/api/users/login', {
      payload: '{"email": "a@b.c", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'BadRequest' });
  });

  it('answers a prototype-poisoning body with 400', async () => {
    const response = await t.request('POST', '/api/users/login', {
      payload: '{"email":"a@b.c","password":"x","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a body above the JSON limit with 413', async () => {
    const response = await t.request('POST', '/api/suggestions', {
      token: t.admin.token,
      payload: JSON.stringify({
        type: 'feature',
        content: { en: 'x'.repeat(3 * 1024 * 1024), ar: '' },
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, error: 'PayloadTooLarge' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.request('POST', '/api/suggestions', {
      token: t.admin.token,
      payload: '<xml/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: 'UnsupportedMediaType' });
  });

  it('refuses NUL characters and lone surrogates with 400 instead of a database error', async () => {
    for (const text of ['nul\u0000here', 'half \ud800 pair']) {
      const response = await t.request('POST', '/api/suggestions', {
        token: t.admin.token,
        payload: { type: 'feature', content: { en: text, ar: '' } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].path).toBe('content.en');
    }
    const byId = await t.request('GET', '/api/libraries/a%00b');
    expect(byId.statusCode).toBe(400);
  });
});

describe('security headers', () => {
  it('sends a CSP fit for the SPA, nosniff, frame denial and a referrer policy', async () => {
    const response = await t.request('GET', '/api/libraries');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https://*.tile.openstreetmap.org");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('derives the tile image source from TILE_URL', () => {
    expect(tileImageSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    );
    expect(tileImageSource('https://tiles.example.com:8443/{z}/{x}/{y}.png')).toBe(
      'https://tiles.example.com:8443',
    );
    expect(tileImageSource('not a url')).toBe('https:');
    expect(
      contentSecurityPolicy('https://maps.example.org/{z}/{x}/{y}.png').directives.imgSrc,
    ).toContain('https://maps.example.org');
  });
});

describe('OpenAPI docs', () => {
  it('lists every route of the API at /api/docs/json', async () => {
    const response = await t.request('GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ['/api/health', 'get'],
      ['/api/ready', 'get'],
      ['/api/libraries', 'get'],
      ['/api/libraries', 'post'],
      ['/api/libraries/{id}', 'get'],
      ['/api/libraries/{id}', 'put'],
      ['/api/libraries/{id}', 'delete'],
      ['/api/dataset', 'get'],
      ['/api/users/login', 'post'],
      ['/api/users/logout', 'post'],
      ['/api/users/profile', 'get'],
      ['/api/users', 'get'],
      ['/api/users', 'post'],
      ['/api/users/{id}', 'get'],
      ['/api/users/{id}', 'put'],
      ['/api/users/{id}', 'delete'],
      ['/api/suggestions', 'get'],
      ['/api/suggestions', 'post'],
      ['/api/suggestions/{id}/vote', 'post'],
      ['/api/suggestions/{id}/comments', 'post'],
      ['/api/suggestions/{id}/status', 'patch'],
      ['/api/suggestions/{id}', 'get'],
      ['/api/suggestions/{id}', 'delete'],
      ['/api/suggestions/{id}/proposal', 'put'],
      ['/api/suggestions/{id}/apply', 'post'],
      ['/api/libraries/{id}/proposals', 'post'],
      ['/api/libraries/{id}/history', 'get'],
      ['/api/libraries/{id}/history/summary', 'get'],
      ['/api/libraries/{id}/history/{changeId}/revert', 'post'],
      ['/api/notifications', 'get'],
      ['/api/notifications/read', 'post'],
      ['/api/settings', 'get'],
      ['/api/settings', 'put'],
      ['/api/upload/image', 'post'],
      ['/api/uploads/{name}', 'get'],
      ['/api/chat', 'post'],
      ['/api/chat/stream', 'post'],
      ['/api/chat/notice', 'get'],
    ];
    for (const [path, method] of expected) {
      expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    }
    const createLibrary = doc.paths['/api/libraries']!.post as {
      requestBody: {
        content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
      };
    };
    expect(
      Object.keys(createLibrary.requestBody.content['application/json'].schema.properties),
    ).toContain('lib_name');
    const chatStream = doc.paths['/api/chat/stream']!.post as {
      responses: Record<string, { content: Record<string, { schema: { oneOf?: unknown[] } }> }>;
    };
    // The stream's events are documented as the schema the app reads them with.
    expect(chatStream.responses['200']!.content['text/event-stream']!.schema.oneOf).toHaveLength(3);
    expect(Object.keys(chatStream.responses)).toEqual(
      expect.arrayContaining(['429', '502', '503', '504']),
    );
  });

  it('serves the swagger UI with a CSP it can work under', async () => {
    const response = await t.request('GET', '/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(String(response.headers['content-security-policy'])).toContain(
      "style-src 'self' 'unsafe-inline'",
    );
  });
});

describe('the built SPA', () => {
  let spa: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'libatlas-spa-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><title>Atlas</title><div id="root"></div>',
    );
    await writeFile(join(dir, 'assets', 'main-abc123.js'), 'console.log("app")');
    spa = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await spa?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves index.html at / and for unknown pages that accept HTML (history fallback)', async () => {
    for (const url of ['/', '/libraries/fr-bnf', '/users/123/edit']) {
      const response = await spa.request('GET', url, {
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await spa.request('GET', '/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps JSON 404s for /api and for non-HTML requests', async () => {
    const api = await spa.request('GET', '/api/unknown', { headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'NotFound' });
    const asset = await spa.request('GET', '/assets/missing.js', { headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
  });
});
