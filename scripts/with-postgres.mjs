#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL 15:
//   node scripts/with-postgres.mjs npx vitest run --project server
// It creates a cluster in a temporary folder on a free port, sets
// DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres for the command, then stops the cluster
// and removes the folder whatever happens (success, failure, Ctrl-C), and exits with the command's code.
// Beside it runs a hot standby streaming from it (pg_basebackup -R, on another free port), given to
// the command as DATABASE_REPLICA_URL, for the tests of DATABASE_READ_URL (read replicas).
// PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.mjs';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const command = process.argv.slice(2);

if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}
for (const tool of ['initdb', 'pg_ctl', 'pg_basebackup']) {
  if (!existsSync(join(PG_BIN, tool))) {
    console.error(
      `with-postgres: ${join(PG_BIN, tool)} was not found. Install PostgreSQL 15 ` +
        '(Debian/Ubuntu: apt-get install postgresql-15) or set PG_BIN to its bin folder.',
    );
    process.exit(1);
  }
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function userIds(name) {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Runs a PostgreSQL tool, as the postgres user when we are root. */
function runTool(tool, args) {
  const binary = join(PG_BIN, tool);
  const [file, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  return spawnSync(file, argv, { encoding: 'utf8' });
}

const dir = mkdtempSync(join(tmpdir(), 'libatlas-pg-'));
const dataDir = join(dir, 'db');
const standbyDir = join(dir, 'standby');
let started = false;
let standbyStarted = false;
let cleaned = false;

function stopServer(folder) {
  const stop = runTool('pg_ctl', ['-D', folder, '-m', 'immediate', '-w', 'stop']);
  if (stop.status !== 0) console.error(`with-postgres: pg_ctl stop failed:\n${stop.stderr}`);
}

function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  // Immediate: the folder is thrown away, so nothing needs a clean shutdown (nor the standby to
  // receive the primary's last WAL).
  if (standbyStarted) stopServer(standbyDir);
  if (started) stopServer(dataDir);
  rmSync(dir, { recursive: true, force: true });
}

function fail(message, result) {
  console.error(`with-postgres: ${message}`);
  if (result) console.error(result.stdout, result.stderr);
  cleanUp();
  process.exit(1);
}

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

/** Starts the server of `folder` on `port`; answers whether it started. */
function startServer(folder, port, log) {
  // max_connections must be the same on both: a hot standby refuses fewer than its primary's.
  // wal_level and max_wal_senders are PostgreSQL 15's defaults, stated since the standby needs them;
  // initdb -A trust lets local replication connections in.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200 -c wal_level=replica -c max_wal_senders=5`;
  return runTool('pg_ctl', ['-D', folder, '-o', options, '-l', join(dir, log), '-w', 'start']);
}

const port = await freePort();
const start = startServer(dataDir, port, 'server.log');
if (start.status !== 0) fail('pg_ctl start failed', start);
started = true;

// The standby: a copy of the primary taken over a replication connection, with -R writing
// standby.signal and primary_conninfo, so it starts as a read-only server replaying the primary's
// WAL as it streams in (databases created later on the primary appear on it too).
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
if (standbyStart.status !== 0) fail('pg_ctl start (standby) failed', standbyStart);
standbyStarted = true;

const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
const replicaUrl = `postgres://postgres@127.0.0.1:${standbyPort}/postgres`;
console.log(
  `with-postgres: PostgreSQL 15 on port ${port} (${databaseUrl}), its hot standby on ${standbyPort}`,
);

const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl, DATABASE_REPLICA_URL: replicaUrl },
  shell: process.platform === 'win32',
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    child.kill(signal);
  });
}

child.on('error', (error) => {
  console.error(`with-postgres: could not run ${command[0]}: ${error.message}`);
  cleanUp();
  process.exit(127);
});

child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? 128 + (constants.signals[signal] ?? 1));
});

process.on('exit', cleanUp);
