import { DEFAULT_SITE_SETTINGS, errorBodySchema } from '@libatlas/contracts';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  libraryInput,
  USER_PASSWORD,
  type TestApp,
  type TestUser,
} from './helpers/testApp';
import { multipartBody, TINY_PNG } from './helpers/multipart';

/**
 * Property-based bad input: whatever a client sends to a route that takes a body or an id (wrong
 * types, missing keys, huge strings, NUL bytes, lone surrogates, Arabic, combining marks), the
 * answer is never a 500, and every error is in the API's error shape.
 */

const RUNS = 40;

let t: TestApp;
let victim: TestUser;
let suggestionId: string;
beforeAll(async () => {
  t = await createTestApp();
  victim = await t.createUser('regular');
  const created = await t.request('POST', '/api/suggestions', {
    token: t.admin.token,
    payload: { type: 'feature', content: { en: 'Fuzz target', ar: '' } },
  });
  suggestionId = created.json().id;
  await t.request('POST', '/api/libraries', {
    token: t.admin.token,
    payload: libraryInput({ id: 'fz-target' }),
  });
});
afterAll(async () => {
  await t?.close();
});

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  'مكتبة وطنية',
  'الشَّرقُ الأوسط',
  'e\u0301\u0301\u0301\u0301',
  '\u202Eevil',
  '🙂📚',
  '../../etc/passwd',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  'x'.repeat(10_000),
  'ب'.repeat(70_000),
  '__proto__',
  'constructor',
  'null',
  '-1',
  '1e309',
);

/** Texts PostgreSQL cannot store as given: NUL characters and halves of surrogate pairs. */
const unstorable = fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800');

const text = fc.oneof(
  nasty,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const key = fc.oneof(
  text,
  fc.constantFrom(
    'email',
    'password',
    'role',
    'status',
    'content',
    'lib_name',
    'en',
    'ar',
    'messages',
  ),
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308),
);
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 5 }),
  ),
}));

type Json = Record<string, unknown>;

function paths(object: unknown, prefix: string[] = []): string[][] {
  if (object === null || typeof object !== 'object' || Array.isArray(object)) return [prefix];
  return [prefix, ...Object.entries(object).flatMap(([k, v]) => paths(v, [...prefix, k]))];
}

/** A valid body with one key replaced by anything, or removed. */
function mutated(valid: Json): fc.Arbitrary<unknown> {
  const targets = paths(valid).filter((p) => p.length > 0);
  return fc
    .tuple(fc.constantFrom(...targets), value, fc.boolean())
    .map(([path, replacement, remove]) => {
      const copy = structuredClone(valid) as Json;
      let node: Json = copy;
      for (const part of path.slice(0, -1)) node = node[part] as Json;
      const last = path.at(-1)!;
      if (remove) delete node[last];
      else node[last] = replacement;
      return copy;
    });
}

function stringPaths(object: unknown, prefix: string[] = []): string[][] {
  if (typeof object === 'string') return [prefix];
  if (object === null || typeof object !== 'object') return [];
  return Object.entries(object).flatMap(([k, v]) => stringPaths(v, [...prefix, k]));
}

/** A valid body with one of its texts replaced by a nasty one: the likeliest way to reach the database. */
function textMutated(valid: Json): fc.Arbitrary<unknown> {
  const targets = stringPaths(valid);
  if (targets.length === 0) return fc.constant(valid);
  return fc
    .tuple(fc.constantFrom(...targets), fc.oneof(unstorable, nasty))
    .map(([path, replacement]) => {
      const copy = structuredClone(valid) as Json;
      let node: Json = copy;
      for (const part of path.slice(0, -1)) node = node[part] as Json;
      node[path.at(-1)!] = replacement;
      return copy;
    });
}

/** A body: anything at all, a valid one with a key broken or a text made nasty, or text that is not JSON. */
function bodies(valid: Json): fc.Arbitrary<{ payload: unknown; raw: boolean }> {
  return fc.oneof(
    value.map((payload) => ({ payload, raw: false })),
    mutated(valid).map((payload) => ({ payload, raw: false })),
    textMutated(valid).map((payload) => ({ payload, raw: false })),
    fc.string({ maxLength: 60 }).map((payload) => ({ payload, raw: true })),
  );
}

/** A path segment: an id from the database, a uuid, or any text, percent-encoded or broken. */
const ids = (known: () => string) =>
  fc.oneof(
    { arbitrary: fc.constant(null).map(() => encodeURIComponent(known())), weight: 3 },
    fc.uuid().map((u) => u),
    text
      .filter((s) => s.length > 0 && s.length < 300)
      .map((s) => {
        try {
          return encodeURIComponent(s);
        } catch {
          return '%ED%A0%80';
        }
      }),
    fc.constantFrom('%', '%zz', '%ED%A0%80', '%00', '..%2F..%2Fetc', '%2e%2e', 'x'.repeat(150)),
  );

async function send(
  method: InjectOptions['method'],
  url: string,
  body: { payload: unknown; raw: boolean } | undefined,
  token?: string,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body
      ? { payload: body.raw ? String(body.payload) : (JSON.stringify(body.payload) ?? 'null') }
      : {}),
  });
  expect(response.statusCode, `${method} ${url} → ${response.body.slice(0, 200)}`).toBeLessThan(
    500,
  );
  if (response.statusCode >= 400) {
    expect(errorBodySchema.safeParse(response.json()).success, response.body.slice(0, 200)).toBe(
      true,
    );
  }
  return response;
}

const validLibrary = libraryInput() as unknown as Json;
const validUser = {
  name: 'Fuzz',
  email: 'fuzz@example.test',
  password: 'password-123',
  role: 'regular',
};
const validUpdate = {
  name: 'Fuzz',
  email: 'fuzz2@example.test',
  password: 'password-123',
  confirmPassword: 'password-123',
  currentPassword: USER_PASSWORD,
};

function property<T>(arbitrary: fc.Arbitrary<T>, check: (input: T) => Promise<unknown>) {
  return fc.assert(
    fc.asyncProperty(arbitrary, async (input) => {
      await check(input);
    }),
    { numRuns: RUNS },
  );
}

describe('no input yields a 500', () => {
  it('POST /api/libraries and PUT /api/libraries/{id}', async () => {
    await property(bodies(validLibrary), (body) =>
      send('POST', '/api/libraries', body, t.admin.token),
    );
    await property(
      fc.tuple(
        ids(() => 'fz-target'),
        bodies(validLibrary),
      ),
      ([id, body]) => send('PUT', `/api/libraries/${id}`, body, t.admin.token),
    );
  });

  it('GET and DELETE /api/libraries/{id}', async () => {
    await property(
      ids(() => 'xx-none'),
      (id) => send('GET', `/api/libraries/${id}`, undefined),
    );
    await property(
      ids(() => 'xx-none'),
      (id) => send('DELETE', `/api/libraries/${id}`, undefined, t.admin.token),
    );
  });

  it('POST /api/users (sign-up and admin create) and login', async () => {
    await property(bodies(validUser), (body) => send('POST', '/api/users', body));
    await property(bodies(validUser), (body) => send('POST', '/api/users', body, t.admin.token));
    await property(bodies({ email: 'admin@test.local', password: 'x' }), (body) =>
      send('POST', '/api/users/login', body),
    );
  });

  it('GET, PUT and DELETE /api/users/{id}', async () => {
    await property(
      ids(() => victim.id),
      (id) => send('GET', `/api/users/${id}`, undefined, t.admin.token),
    );
    await property(
      fc.tuple(
        ids(() => victim.id),
        bodies(validUpdate),
      ),
      ([id, body]) => send('PUT', `/api/users/${id}`, body, victim.token),
    );
    await property(
      fc.tuple(
        ids(() => victim.id),
        bodies(validUpdate),
      ),
      ([id, body]) => send('PUT', `/api/users/${id}`, body, t.admin.token),
    );
    await property(
      ids(() => '00000000-0000-4000-8000-000000000000'),
      (id) => send('DELETE', `/api/users/${id}`, undefined, t.admin.token),
    );
  });

  it('suggestions: create, vote, comment, status', async () => {
    const validSuggestion = { type: 'feature', content: { en: 'Idea', ar: 'فكرة' } };
    await property(bodies(validSuggestion), (body) =>
      send('POST', '/api/suggestions', body, victim.token),
    );
    await property(
      ids(() => suggestionId),
      (id) => send('POST', `/api/suggestions/${id}/vote`, undefined, victim.token),
    );
    await property(
      fc.tuple(
        ids(() => suggestionId),
        bodies({ content: 'Nice' }),
      ),
      ([id, body]) => send('POST', `/api/suggestions/${id}/comments`, body, victim.token),
    );
    await property(
      fc.tuple(
        ids(() => suggestionId),
        bodies({ status: 'approved' }),
      ),
      ([id, body]) => send('PATCH', `/api/suggestions/${id}/status`, body, t.admin.token),
    );
  });

  it('PUT /api/settings and POST /api/chat', async () => {
    await property(bodies(DEFAULT_SITE_SETTINGS as unknown as Json), (body) =>
      send('PUT', '/api/settings', body, t.admin.token),
    );
    const validChat = {
      messages: [{ role: 'user', content: 'Which libraries are in Oceania?', timestamp: 1 }],
    };
    await property(bodies(validChat), (body) => send('POST', '/api/chat', body, t.admin.token));
    await property(text, (question) =>
      send(
        'POST',
        '/api/chat',
        {
          payload: { messages: [{ role: 'user', content: question, timestamp: 'now' }] },
          raw: false,
        },
        t.admin.token,
      ),
    );
  });

  it('POST /api/upload/image and GET /api/uploads/{name}', async () => {
    const fileBytes = fc.oneof(
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc
        .uint8Array({ maxLength: 64 })
        .map((bytes) => Buffer.concat([TINY_PNG.subarray(0, 8), Buffer.from(bytes)])),
    );
    await property(
      fc.tuple(fileBytes, text, fc.constantFrom('image', 'file', '')),
      async ([data, filename, field]) => {
        const { payload, headers } = multipartBody([
          {
            field,
            filename: filename.replaceAll('\u0000', '').replace(/["\r\n]/g, '') || 'f',
            contentType: 'image/png',
            data,
          },
        ]);
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/upload/image',
          headers: { ...headers, authorization: `Bearer ${t.admin.token}` },
          payload,
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
      },
    );
    await property(fc.uint8Array({ maxLength: 200 }), async (bytes) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        headers: {
          'content-type': 'multipart/form-data; boundary=b',
          authorization: `Bearer ${t.admin.token}`,
        },
        payload: Buffer.from(bytes),
      });
      expect(response.statusCode).toBeLessThan(500);
    });
    await property(
      ids(() => 'none.png'),
      (name) => send('GET', `/api/uploads/${name}`, undefined),
    );
  });
});
