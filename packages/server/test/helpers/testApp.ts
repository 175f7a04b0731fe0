import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LibraryInput, Role } from '@libatlas/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/services/passwords';
import { createSession } from '../../src/services/sessions';

export const ADMIN_EMAIL = 'admin@test.local';
export const ADMIN_PASSWORD = 'admin-password-1';
/** The password of every user the helpers create. */
export const USER_PASSWORD = 'user-password-1';

export const onPostgres = Boolean(process.env.DATABASE_URL);

/** Failed logins every test may make from the one test address without waiting. */
export const GENEROUS_LOGIN_FAILURES = {
  perAccount: 100_000,
  perAddress: 100_000,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  resetAfterMs: 60_000,
};

export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  token: string;
}

export interface RequestOptions {
  token?: string | undefined;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  /** The main admin, signed in. */
  admin: TestUser;
  request(
    method: InjectOptions['method'],
    url: string,
    options?: RequestOptions,
  ): Promise<LightMyRequestResponse>;
  /** A user of that role with a live session, written straight to the database. */
  createUser(
    role?: Role,
    fields?: { name?: string; email?: string; status?: 'active' | 'inactive' },
  ): Promise<TestUser>;
  close(): Promise<void>;
}

let snapshot: Promise<Blob | undefined> | undefined;

function pgliteSnapshot(): Promise<Blob | undefined> {
  snapshot ??= (async () => {
    const path = inject('pgliteSnapshotPath');
    return path ? new Blob([await readFile(path)]) : undefined;
  })();
  return snapshot;
}

let userHash: Promise<string> | undefined;

/** One argon2 hash of USER_PASSWORD per test file: hashing is slow on purpose. */
function sharedUserHash(): Promise<string> {
  userHash ??= hashPassword(USER_PASSWORD);
  return userHash;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.test`;
}

/** A fresh PostgreSQL database on the DATABASE_URL server; dropped by the returned function. */
export async function freshPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The same database on another server (a replica of DATABASE_URL's server). */
export function sameDatabaseOn(serverUrl: string, databaseUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = new URL(databaseUrl).pathname;
  return url.toString();
}

/**
 * Builds the app on a database of its own: an in-memory PGlite, or, with DATABASE_URL, a new
 * PostgreSQL database; uploads go to a temporary DATA_DIR. Seeding is off unless asked for.
 * `replicaServer` (PostgreSQL only) is a server replicating DATABASE_URL's: the app's
 * DATABASE_READ_URL names the new database there.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  { replicaServer }: { replicaServer?: string | undefined } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'libatlas-test-'));
  const serverUrl = process.env.DATABASE_URL;
  const postgres = serverUrl ? await freshPostgresDatabase(serverUrl) : undefined;
  const base = loadConfig({});
  // The renderer beside the static folder, as loadConfig places it: a test's own folder has none,
  // whatever the repository's dist/ holds (the default would be the real build's, once built).
  const staticDir = overrides.staticDir ?? join(dataDir, 'no-spa');
  const config: AppConfig = {
    ...base,
    dataDir,
    databaseUrl: postgres?.url,
    databaseReadUrl:
      postgres && replicaServer ? sameDatabaseOn(replicaServer, postgres.url) : undefined,
    pgliteDataDir: 'memory://',
    pgliteSnapshot: postgres ? undefined : await pgliteSnapshot(),
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    seed: false,
    logLevel: 'silent',
    staticDir,
    rendererFile: join(staticDir, '../server/entry.js'),
    rateLimit: {
      login: { max: 100_000, timeWindowMs: 60_000 },
      writes: { max: 100_000, timeWindowMs: 60_000 },
      loginFailures: GENEROUS_LOGIN_FAILURES,
    },
    ...overrides,
  };

  let app: FastifyInstance;
  try {
    app = await buildApp(config);
  } catch (error) {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const db = app.db;

  const [mainAdmin] = await db.select().from(users).where(eq(users.isMainAdmin, true));
  if (!mainAdmin) throw new Error('the main admin was not created');
  const admin: TestUser = {
    id: mainAdmin.id,
    email: mainAdmin.email,
    name: mainAdmin.name,
    role: 'admin',
    token: await createSession(db, mainAdmin.id),
  };

  return {
    app,
    db,
    config,
    admin,
    request: (method, url, options = {}) =>
      app.inject({
        method,
        url,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        ...(options.payload !== undefined ? { payload: options.payload } : {}),
      }),
    createUser: async (role = 'regular', fields = {}) => {
      const email = fields.email ?? uniqueEmail(role);
      const name = fields.name ?? `Test ${role} ${randomUUID().slice(0, 6)}`;
      const [row] = await db
        .insert(users)
        .values({
          name,
          email,
          role,
          status: fields.status ?? 'active',
          passwordHash: await sharedUserHash(),
        })
        .returning();
      return { id: row!.id, email, name, role, token: await createSession(db, row!.id) };
    },
    close: async () => {
      await app.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server on the test app's database, started before the calling suite's tests and
 * closed after them, with its own pool and its own caches: what another process on the same
 * PostgreSQL has. Call it inside a `describe.skipIf(!onPostgres)`: PGlite lives inside one process.
 */
export function useSecondServer(testApp: () => TestApp): { readonly app: FastifyInstance } {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildApp({ ...testApp().config });
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('The second server is started before the suite’s tests.');
      return app;
    },
  };
}

/** A library payload that passes every rule of the form (spec §5). */
export function libraryInput(overrides: Partial<LibraryInput> = {}): LibraryInput {
  return {
    lib_name: { en: 'National Library of Testland', ar: 'مكتبة تستلاند الوطنية' },
    country: { en: 'Testland', ar: 'تستلاند' },
    region: { en: 'Europe', ar: 'أوروبا' },
    description: { en: 'A library for tests.', ar: 'مكتبة للاختبارات.' },
    address: { en: '1 Test Street, Testville', ar: '1 شارع الاختبار، تستفيل' },
    operatingHours: { en: 'Mon–Fri 9:00–17:00', ar: 'الاثنين–الجمعة 9:00–17:00' },
    website: 'https://library.example.org',
    image: '',
    languages: ['English', 'Arabic'],
    location: { lat: 51.5, lng: -0.12 },
    contact: { phone: '+44 20 0000 0000', email: 'info@library.example.org' },
    ...overrides,
  };
}

export function json<T = unknown>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
