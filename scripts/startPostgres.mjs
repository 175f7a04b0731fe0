import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function userIds(name) {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Starts a throwaway PostgreSQL 15 cluster in a temporary folder on a free port of 127.0.0.1 and
 * answers its `databaseUrl` (postgres://postgres@127.0.0.1:PORT/postgres) and `stop()`, which stops
 * it and removes the folder. With `standby`, a hot standby streams from it (pg_basebackup -R, on
 * another free port), answered as `replicaUrl`, for the tests of DATABASE_READ_URL. `stop` is synchronous, so it also works in a process's 'exit' handler;
 * calling it twice is harmless. PostgreSQL refuses to run as root, so as root it runs as the
 * `postgres` user. Throws (after cleaning up) when PostgreSQL is missing or does not start.
 */
export async function startPostgres({
  pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin',
  prefix = 'libatlas-pg-',
  standby = false,
} = {}) {
  for (const tool of ['initdb', 'pg_ctl', ...(standby ? ['pg_basebackup'] : [])]) {
    if (!existsSync(join(pgBin, tool))) {
      throw new Error(
        `${join(pgBin, tool)} was not found. Install PostgreSQL 15 ` +
          '(Debian/Ubuntu: apt-get install postgresql-15) or set PG_BIN to its bin folder.',
      );
    }
  }

  /** Runs a PostgreSQL tool, as the postgres user when we are root. */
  const runTool = (tool, args) => {
    const binary = join(pgBin, tool);
    const [file, argv] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
      : [binary, args];
    return spawnSync(file, argv, { encoding: 'utf8' });
  };

  const dir = mkdtempSync(join(tmpdir(), prefix));
  const dataDir = join(dir, 'db');
  const standbyDir = join(dir, 'standby');
  let started = false;
  let standbyStarted = false;
  let stopped = false;

  const stopServer = (folder) => {
    // Immediate: the folder is thrown away, so nothing needs a clean shutdown (nor the standby to
    // receive the primary's last WAL).
    const result = runTool('pg_ctl', ['-D', folder, '-m', 'immediate', '-w', 'stop']);
    if (result.status !== 0) console.error(`PostgreSQL: pg_ctl stop failed:\n${result.stderr}`);
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (standbyStarted) stopServer(standbyDir);
    if (started) stopServer(dataDir);
    rmSync(dir, { recursive: true, force: true });
  };

  const fail = (message, result) => {
    stop();
    const output = result ? `\n${result.stdout}${result.stderr}` : '';
    throw new Error(`${message}${output}`);
  };

  if (isRoot) {
    const ids = userIds('postgres');
    if (!ids) fail('running as root needs a `postgres` user to run the server as');
    chownSync(dir, ids.uid, ids.gid);
  }

  const init = runTool('initdb', [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  if (init.status !== 0) fail('initdb failed', init);

  /** Starts the server of `folder` on `port`. */
  const startServer = (folder, port, log) => {
    // max_connections must be the same on both: a hot standby refuses fewer than its primary's.
    // wal_level and max_wal_senders are PostgreSQL 15's defaults, stated since the standby needs
    // them; initdb -A trust lets local replication connections in.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200 -c wal_level=replica -c max_wal_senders=5`;
    return runTool('pg_ctl', ['-D', folder, '-o', options, '-l', join(dir, log), '-w', 'start']);
  };

  const port = await freePort();
  const start = startServer(dataDir, port, 'server.log');
  started = true;
  if (start.status !== 0) fail('pg_ctl start failed', start);

  let replicaUrl;
  if (standby) {
    // A copy of the primary taken over a replication connection, with -R writing standby.signal
    // and primary_conninfo, so it starts as a read-only server replaying the primary's WAL as it
    // streams in (databases created later on the primary appear on it too).
    const backup = runTool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-D',
      standbyDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    if (backup.status !== 0) fail('pg_basebackup failed', backup);
    const standbyPort = await freePort();
    const standbyStart = startServer(standbyDir, standbyPort, 'standby.log');
    standbyStarted = true;
    if (standbyStart.status !== 0) fail('pg_ctl start (standby) failed', standbyStart);
    replicaUrl = `postgres://postgres@127.0.0.1:${standbyPort}/postgres`;
  }

  return { databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, port, replicaUrl, stop };
}
