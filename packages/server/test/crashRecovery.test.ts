import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLock } from '../src/db/DataDirLock';
import { startServerProcess, type ServerProcess } from './helpers/startServerProcess';
import { ADMIN_EMAIL, ADMIN_PASSWORD, libraryInput, onPostgres } from './helpers/testApp';

const WORKERS = 4;
const ROUNDS = 3;

let dataDir: string | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.crash();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function adminToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function listedIds(url: string): Promise<string[]> {
  const response = await fetch(`${url}/api/libraries`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }[]).map((library) => library.id);
}

/**
 * Creates libraries one after another until a request fails (the server is gone): `attempted`
 * gets every id sent, `acknowledged` every id the server answered 201 for.
 */
async function writeUntilGone(
  url: string,
  token: string,
  prefix: string,
  attempted: Set<string>,
  acknowledged: Set<string>,
): Promise<void> {
  for (let n = 0; ; n += 1) {
    const id = `${prefix}-${n}`;
    attempted.add(id);
    let status: number;
    try {
      const response = await fetch(`${url}/api/libraries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(libraryInput({ id })),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      return;
    }
    expect(status).toBe(201);
    acknowledged.add(id);
  }
}

/** Checks the folder as a database administrator would, with the server stopped. */
async function checkDatabase(folder: string) {
  const lock = await DataDirLock.acquire(folder);
  const pg = await PGlite.create({ dataDir: folder, extensions: { amcheck } });
  try {
    await pg.exec('CREATE EXTENSION IF NOT EXISTS amcheck');
    // Every B-tree index of the app's tables: its structure, and every heap row found in it.
    const indexes = await pg.query<{ name: string }>(`
      SELECT c.relname AS name FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid
      JOIN pg_am am ON am.oid = c.relam
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE am.amname = 'btree' AND n.nspname IN ('public', 'drizzle')`);
    for (const { name } of indexes.rows) {
      await pg
        .query(`SELECT bt_index_check(to_regclass($1), true)`, [`"${name}"`])
        .catch((error: unknown) => {
          throw new Error(`index ${name}: ${String(error)}`);
        });
    }
    // Read without any index: a duplicate primary key in the rows themselves shows here.
    await pg.exec(
      'SET enable_indexscan = off; SET enable_indexonlyscan = off; SET enable_bitmapscan = off',
    );
    const duplicates = await pg.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM (SELECT id FROM libraries GROUP BY id HAVING count(*) > 1) d',
    );
    const rows = await pg.query<{ libraries: number; creations: number; orphans: number }>(`
      SELECT (SELECT count(*)::int FROM libraries) AS libraries,
             (SELECT count(*)::int FROM library_changes WHERE kind = 'create') AS creations,
             (SELECT count(*)::int FROM libraries l WHERE NOT EXISTS (
                SELECT 1 FROM library_changes c WHERE c.library_id = l.id AND c.kind = 'create')) AS orphans`);
    return { indexes: indexes.rows.length, duplicates: duplicates.rows[0]!.n, ...rows.rows[0]! };
  } finally {
    await pg.close();
    lock.release();
  }
}

describe.skipIf(onPostgres)('kill -9 in the middle of writes (PGlite in DATA_DIR)', () => {
  it('keeps every acknowledged write through three crashes, and the database checks clean', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'libatlas-crash-'));
    const attempted = new Set<string>();
    const acknowledged = new Set<string>();

    for (let round = 1; round <= ROUNDS; round += 1) {
      server = await startServerProcess(dataDir);
      const before = new Set(await listedIds(server.url));
      for (const id of acknowledged)
        expect(before.has(id), `${id} after crash ${round - 1}`).toBe(true);

      const token = await adminToken(server.url);
      const roundAcknowledged = new Set<string>();
      const writers = Array.from({ length: WORKERS }, (_, w) =>
        writeUntilGone(server!.url, token, `crash-r${round}-w${w}`, attempted, roundAcknowledged),
      );
      // Kill at a moment that differs each round, once the writes are well under way.
      while (roundAcknowledged.size < 20) await sleep(10);
      await sleep(100 + Math.random() * 400);
      await server.crash();
      await Promise.all(writers);
      for (const id of roundAcknowledged) acknowledged.add(id);
    }

    server = await startServerProcess(dataDir);
    const after = await listedIds(server.url);
    for (const id of acknowledged) expect(after, id).toContain(id);
    // Nothing else: a write either happened or not (one in flight at the kill may have).
    for (const id of after) expect(attempted.has(id), id).toBe(true);
    expect(new Set(after).size).toBe(after.length);
    expect(after.length - acknowledged.size).toBeLessThanOrEqual(WORKERS * ROUNDS);
    expect(await server.stop()).toEqual({ code: 0, signal: null });
    server = undefined;

    const check = await checkDatabase(join(dataDir, 'pglite'));
    expect(check.indexes).toBeGreaterThan(5);
    expect(check).toMatchObject({
      duplicates: 0,
      libraries: after.length,
      creations: after.length,
      orphans: 0,
    });
  }, 180_000);
});
