#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL 15:
//   node scripts/with-postgres.mjs npx vitest run --project server
// It creates a cluster in a temporary folder on a free port, sets
// DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres for the command, then stops the cluster
// and removes the folder whatever happens (success, failure, Ctrl-C), and exits with the command's code.
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
for (const tool of ['initdb', 'pg_ctl']) {
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
let started = false;
let cleaned = false;

function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  if (started) {
    const stop = runTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    if (stop.status !== 0) console.error(`with-postgres: pg_ctl stop failed:\n${stop.stderr}`);
  }
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
if (start.status !== 0) fail('pg_ctl start failed', start);
started = true;

const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`with-postgres: PostgreSQL 15 on port ${port} (${databaseUrl})`);

const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl },
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
