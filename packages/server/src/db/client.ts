import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DataDirLock } from './DataDirLock';
import { yieldBetweenQueries } from './yieldBetweenQueries';
import * as schema from './schema';

/** One Drizzle database type for both drivers: services never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  /**
   * Where the public read path (cache/LibraryReadCache) may load its snapshot from: a read
   * replica (DATABASE_READ_URL), or `db` itself when there is none. Every other read and every
   * write use `db`, the primary.
   */
  readDb: Database;
  kind: DatabaseKind;
  /** Applies the committed drizzle-kit migrations that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own: on PostgreSQL, servers started together on one
   * database take turns (a session advisory lock); PGlite has one process already (DataDirLock).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tarball, loadable through `pgliteSnapshot`. */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PGlite only: calls `onNotify` with the payload of each NOTIFY on `channel`, before the query
   * that caused it (or its COMMIT) resolves; answers the function that stops listening.
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's folder, or 'memory://'. A folder is locked (DataDirLock) until `close`. */
  pgliteDataDir: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** A read replica of `databaseUrl` (PostgreSQL only), opened as `readDb`. */
  databaseReadUrl?: string | undefined;
  /** A PGlite data folder dump (`dumpDataDir`) to start from instead of running initdb: tests use it. */
  pgliteSnapshot?: Blob | undefined;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock key of startup work (migrations, seeding): any fixed number, the app's own. */
const STARTUP_LOCK_KEY = 0x6c_6962_6174_6c61n.toString();

/**
 * Holds the startup lock on one client of the pool while `work` runs on the others. A session
 * lock: a process that dies holding it releases it with its connection.
 */
async function withAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  try {
    return await work();
  } finally {
    try {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
      client.release();
    } catch (error) {
      // It may still hold the lock: the connection is closed (which releases it), not pooled.
      client.release(error as Error);
    }
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle client that loses its connection emits 'error'; without a listener that kills the process.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, schema });
    // The replica only loads the read cache's snapshot, once per data version, so a few
    // connections do; a replica that does not answer must not hold a read up for long, as the
    // primary serves it instead.
    const readPool = options.databaseReadUrl
      ? new pg.Pool({
          connectionString: options.databaseReadUrl,
          max: 4,
          connectionTimeoutMillis: 2_000,
        })
      : undefined;
    readPool?.on('error', () => {});
    return {
      db: db as unknown as Database,
      readDb: (readPool ? drizzleNodePg({ client: readPool, schema }) : db) as unknown as Database,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      exclusively: (work) => withAdvisoryLock(pool, work),
      close: async () => {
        await Promise.all([pool.end(), readPool?.end()]);
      },
    };
  }
  let lock: DataDirLock | undefined;
  if (!options.pgliteDataDir.startsWith('memory://')) {
    await mkdir(dirname(options.pgliteDataDir), { recursive: true });
    lock = await DataDirLock.acquire(options.pgliteDataDir);
  }
  let client: PGlite;
  try {
    if (lock) await mkdir(options.pgliteDataDir, { recursive: true });
    client = await PGlite.create({
      dataDir: options.pgliteDataDir,
      // The search's trigram indexes (migration 0008): PGlite loads an extension's code only when
      // told to, on every start, not just the one that ran CREATE EXTENSION.
      extensions: { pg_trgm },
      ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  yieldBetweenQueries(client);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    readDb: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusively: (work) => work(),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
  };
}
