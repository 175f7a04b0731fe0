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
 * it and removes the folder. `stop` is synchronous, so it also works in a process's 'exit' handler;
 * calling it twice is harmless. PostgreSQL refuses to run as root, so as root it runs as the
 * `postgres` user. Throws (after cleaning up) when PostgreSQL is missing or does not start.
 */
export async function startPostgres({
  pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin',
  prefix = 'libatlas-pg-',
} = {}) {
  for (const tool of ['initdb', 'pg_ctl']) {
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
  let started = false;
  let stopped = false;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (started) {
      const result = runTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      if (result.status !== 0) console.error(`PostgreSQL: pg_ctl stop failed:\n${result.stderr}`);
    }
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

  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`;
  const start = runTool('pg_ctl', [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    join(dir, 'server.log'),
    '-w',
    'start',
  ]);
  started = true;
  if (start.status !== 0) fail('pg_ctl start failed', start);

  return { databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop };
}
