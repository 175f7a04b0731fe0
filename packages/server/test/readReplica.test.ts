import { createServer } from 'node:net';
import type { Library } from '@libatlas/contracts';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import {
  createTestApp,
  json,
  libraryInput,
  onPostgres,
  sameDatabaseOn,
  type TestApp,
} from './helpers/testApp';

/** A hot standby of DATABASE_URL's server, which scripts/with-postgres.mjs starts beside it. */
const replicaServer = process.env.DATABASE_REPLICA_URL;

/** A port nothing listens on (the system picks a free one and the probe is closed again). */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function createLibrary(t: TestApp, id: string): Promise<void> {
  const response = await t.request('POST', '/api/libraries', {
    token: t.admin.token,
    payload: libraryInput({ id, lib_name: { en: `Library ${id}`, ar: `مكتبة ${id}` } }),
  });
  expect(response.statusCode).toBe(201);
}

async function listedIds(t: TestApp): Promise<string[]> {
  const response = await t.request('GET', '/api/libraries');
  expect(response.statusCode).toBe(200);
  return json<Library[]>(response).map((library) => library.id);
}

describe('DATABASE_READ_URL', () => {
  it('is unset by default, and read beside DATABASE_URL', () => {
    expect(loadConfig({}).databaseReadUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://p/db', DATABASE_READ_URL: ' ' })).toMatchObject({
      databaseUrl: 'postgres://p/db',
      databaseReadUrl: undefined,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://p/db', DATABASE_READ_URL: 'postgres://r/db' }),
    ).toMatchObject({ databaseUrl: 'postgres://p/db', databaseReadUrl: 'postgres://r/db' });
  });

  it('is refused without DATABASE_URL: it names a replica of it', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://r/db' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://r/db' })).toThrow(/DATABASE_URL/);
  });
});

describe.skipIf(!onPostgres)('a read replica that does not answer', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('leaves every read to the primary: the reads answer 200 with the latest data', async () => {
    t = await createTestApp({
      databaseReadUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`,
    });
    expect(await listedIds(t)).toEqual([]);
    await createLibrary(t, 'rr-down');
    expect(await listedIds(t)).toEqual(['rr-down']);
    const one = await t.request('GET', '/api/libraries/rr-down');
    expect(one.statusCode).toBe(200);
    expect(json<Library>(one).lib_name.en).toBe('Library rr-down');
    expect((await t.request('GET', '/api/directory/libraries')).statusCode).toBe(200);
  });
});

describe.skipIf(!onPostgres || !replicaServer)('a streaming read replica', () => {
  let t: TestApp;
  let primary: pg.Client;
  let standby: pg.Client;

  beforeAll(async () => {
    t = await createTestApp({}, { replicaServer });
    primary = new pg.Client({ connectionString: t.config.databaseUrl });
    await primary.connect();
    await caughtUp();
    standby = new pg.Client({
      connectionString: sameDatabaseOn(replicaServer!, t.config.databaseUrl!),
    });
    await standby.connect();
  });
  afterAll(async () => {
    await standby?.query('select pg_wal_replay_resume()').catch(() => {});
    await standby?.end();
    await primary?.end();
    await t?.close();
  });

  /** Waits until the standby has replayed everything the primary has written so far. */
  async function caughtUp(): Promise<void> {
    const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn() as lsn');
    const lsn = rows[0]!.lsn;
    const server = new pg.Client({ connectionString: replicaServer });
    await server.connect();
    try {
      for (const started = Date.now(); Date.now() - started < 10_000;) {
        const replayed = await server.query<{ done: boolean }>(
          'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
          [lsn],
        );
        if (replayed.rows[0]!.done) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`the standby did not replay ${lsn} within 10 s`);
    } finally {
      await server.end();
    }
  }

  /** How often the standby has read `libraries` (its own statistics: reads run on it alone). */
  async function standbyScans(): Promise<number> {
    const { rows } = await standby.query<{ scans: string }>(
      `select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as scans
         from pg_stat_user_tables where relname = 'libraries'`,
    );
    return Number(rows[0]?.scans ?? 0);
  }

  it('is a hot standby of the primary (the fixture this file relies on)', async () => {
    const { rows } = await standby.query<{ recovery: boolean }>(
      'select pg_is_in_recovery() as recovery',
    );
    expect(rows[0]!.recovery).toBe(true);
  });

  it('serves the snapshot loads once it has replayed the version the primary announces', async () => {
    await createLibrary(t, 'rr-replayed');
    await caughtUp();
    const before = await standbyScans();
    expect(await listedIds(t)).toEqual(['rr-replayed']);
    // A backend sends its statistics when it ends, or idle up to 10 s later: end the app's
    // connections to the standby (its pool opens new ones when next needed) and wait for the count.
    await standby.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    let after = before;
    for (const started = Date.now(); after === before && Date.now() - started < 5_000;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await standbyScans();
    }
    expect(after).toBeGreaterThan(before);
  });

  it('leaves the load to the primary while the standby lags: a write is seen on the very next read', async () => {
    await standby.query('select pg_wal_replay_pause()');
    try {
      await createLibrary(t, 'rr-lagging');
      // The standby has not replayed the write (the fixture works as this test needs) …
      const onStandby = await standby.query(`select 1 from libraries where id = 'rr-lagging'`);
      expect(onStandby.rowCount).toBe(0);
      // … and the app still answers with it, at once.
      expect(await listedIds(t)).toEqual(['rr-lagging', 'rr-replayed']);
      expect((await t.request('GET', '/api/libraries/rr-lagging')).statusCode).toBe(200);
      const removed = await t.request('DELETE', '/api/libraries/rr-replayed', {
        token: t.admin.token,
      });
      expect(removed.statusCode).toBe(200);
      expect((await t.request('GET', '/api/libraries/rr-replayed')).statusCode).toBe(404);
      expect(await listedIds(t)).toEqual(['rr-lagging']);
    } finally {
      await standby.query('select pg_wal_replay_resume()');
    }
  });
});
