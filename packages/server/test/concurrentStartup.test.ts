import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import journal from '../src/db/migrations/meta/_journal.json' with { type: 'json' };
import { nationalLibraries } from '../src/seed/nationalLibraries';
import { startServerProcess, type ServerProcess } from './helpers/startServerProcess';
import { freshPostgresDatabase, onPostgres } from './helpers/testApp';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function count(client: pg.Client, query: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(query);
  return Number(rows[0]!.n);
}

describe.skipIf(!onPostgres)('servers started together on one empty PostgreSQL database', () => {
  it('migrate and seed it once, and both become ready', async () => {
    const database = await freshPostgresDatabase(process.env.DATABASE_URL!);
    cleanups.push(() => database.drop());
    const dataDirs = await Promise.all(
      [0, 1].map(() => mkdtemp(join(tmpdir(), 'libatlas-together-'))),
    );
    cleanups.push(() =>
      Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))),
    );

    const outcomes = await Promise.allSettled(
      dataDirs.map((dataDir) =>
        startServerProcess(dataDir, { DATABASE_URL: database.url, SEED: 'true' }),
      ),
    );
    const servers = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    cleanups.push(() => Promise.all(servers.map((server: ServerProcess) => server.crash())));
    expect(outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []))).toEqual(
      [],
    );

    for (const server of servers) {
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({
        status: 'ready',
        migrations: journal.entries.length,
      });
    }
    // One of them seeded; the other found the directory full.
    const seededLines = servers.filter((server) =>
      server.output().includes(`Seeded ${nationalLibraries.length} national libraries.`),
    );
    expect(seededLines).toHaveLength(1);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      expect(await count(client, 'SELECT count(*) AS n FROM drizzle.__drizzle_migrations')).toBe(
        journal.entries.length,
      );
      expect(
        await count(client, 'SELECT count(DISTINCT hash) AS n FROM drizzle.__drizzle_migrations'),
      ).toBe(journal.entries.length);
      expect(await count(client, 'SELECT count(*) AS n FROM libraries')).toBe(
        nationalLibraries.length,
      );
      expect(await count(client, 'SELECT count(*) AS n FROM users WHERE is_main_admin')).toBe(1);
      expect(await count(client, 'SELECT count(*) AS n FROM users')).toBe(1);
    } finally {
      await client.end();
    }
  }, 120_000);
});
