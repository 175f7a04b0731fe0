import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ServerDidNotStart,
  startServerProcess,
  type ServerProcess,
} from './helpers/startServerProcess';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  freshPostgresDatabase,
  libraryInput,
  onPostgres,
} from './helpers/testApp';

const running: ServerProcess[] = [];
const folders: string[] = [];

async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'libatlas-lock-'));
  folders.push(dir);
  return dir;
}

async function start(dataDir: string, fresh = false): Promise<ServerProcess> {
  const server = await startServerProcess(dataDir, {}, { fresh });
  running.push(server);
  return server;
}

/** Starts a server that must refuse: answers why it ended, or fails when it listens. */
async function refusal(dataDir: string): Promise<ServerDidNotStart> {
  const outcome = await start(dataDir).catch((error: unknown) => error);
  if (outcome instanceof ServerDidNotStart) return outcome;
  throw new Error(`a second server started on ${dataDir}`);
}

/** Starts several servers at the same moment: those that listen, and why the others ended. */
async function startTogether(dataDir: string, count: number, fresh = false) {
  const outcomes = await Promise.allSettled(
    Array.from({ length: count }, () => start(dataDir, fresh)),
  );
  const started = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
  const refused = outcomes.flatMap((o) =>
    o.status === 'rejected' && o.reason instanceof ServerDidNotStart ? [o.reason] : [],
  );
  return { started, refused };
}

async function adminToken(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function createLibrary(server: ServerProcess, token: string): Promise<string> {
  const response = await fetch(`${server.url}/api/libraries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(libraryInput()),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.crash()));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe.skipIf(onPostgres)('one embedded database per DATA_DIR (PGlite only)', () => {
  it('refuses a second server on the same DATA_DIR, naming the folder and the running pid', async () => {
    const dataDir = await freshDataDir();
    const first = await start(dataDir);

    const second = await refusal(dataDir);
    expect(second.end.code).not.toBe(0);
    expect(second.end.code).not.toBeNull();
    expect(second.output).toContain(dataDir);
    expect(second.output).toContain(`process ${first.pid}`);
    expect(second.output).not.toMatch(/\n\s+at /); // a message for the operator, not a stack trace

    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  }, 60_000);

  it('takes over the lock of a server killed with kill -9, keeping its data', async () => {
    const dataDir = await freshDataDir();
    const first = await start(dataDir);
    const id = await createLibrary(first, await adminToken(first));
    await first.crash();

    const second = await start(dataDir);
    expect((await fetch(`${second.url}/api/libraries/${id}`)).status).toBe(200);
  }, 60_000);

  it('lets exactly one of three servers started at once run, on a fresh folder and after a crash', async () => {
    const dataDir = await freshDataDir();
    // A truly fresh folder: the three race through initdb too.
    const fresh = await startTogether(dataDir, 3, true);
    expect(fresh.started).toHaveLength(1);
    expect(fresh.refused).toHaveLength(2);
    for (const refused of fresh.refused) {
      expect(refused.output).toContain(`process ${fresh.started[0]!.pid}`);
    }

    await fresh.started[0]!.crash();
    const afterCrash = await startTogether(dataDir, 3);
    expect(afterCrash.started).toHaveLength(1);
    expect(afterCrash.refused).toHaveLength(2);
    for (const refused of afterCrash.refused) {
      expect(refused.output).toContain(`process ${afterCrash.started[0]!.pid}`);
    }
    expect((await fetch(`${afterCrash.started[0]!.url}/api/health`)).status).toBe(200);
  }, 120_000);

  it('releases the folder on a normal shutdown', async () => {
    const dataDir = await freshDataDir();
    const first = await start(dataDir);
    expect(await readdir(dataDir)).toContain('pglite.lock');
    expect(await first.stop()).toEqual({ code: 0, signal: null });
    expect(await readdir(dataDir)).not.toContain('pglite.lock');
    await start(dataDir);
  }, 60_000);
});

describe.skipIf(!onPostgres)('DATA_DIR with DATABASE_URL (PostgreSQL only)', () => {
  it('lets several servers share a DATA_DIR: the lock is the embedded database’s', async () => {
    const dataDir = await freshDataDir();
    const database = await freshPostgresDatabase(process.env.DATABASE_URL!);
    try {
      const first = await startServerProcess(dataDir, { DATABASE_URL: database.url });
      running.push(first);
      const second = await startServerProcess(dataDir, { DATABASE_URL: database.url });
      running.push(second);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
      await Promise.all(running.splice(0).map((server) => server.stop()));
    } finally {
      await database.drop();
    }
  }, 60_000);
});
