#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL 15:
//   node scripts/with-postgres.mjs npx vitest run --project server
// It creates a cluster in a temporary folder on a free port (scripts/startPostgres.mjs), sets
// DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres for the command, then stops the cluster
// and removes the folder whatever happens (success, failure, Ctrl-C), and exits with the command's code.
// Beside it runs a hot standby streaming from it, given to the command as DATABASE_REPLICA_URL, for
// the tests of DATABASE_READ_URL (read replicas).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { startPostgres } from './startPostgres.mjs';

const command = process.argv.slice(2);

if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

let postgres;
try {
  postgres = await startPostgres({ standby: true });
} catch (error) {
  console.error(`with-postgres: ${error.message}`);
  process.exit(1);
}
process.on('exit', postgres.stop);

const { databaseUrl, port, replicaUrl } = postgres;
console.log(
  `with-postgres: PostgreSQL 15 on port ${port} (${databaseUrl}), its hot standby: ${replicaUrl}`,
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
  postgres.stop();
  process.exit(127);
});

child.on('exit', (code, signal) => {
  postgres.stop();
  process.exit(code ?? 128 + (constants.signals[signal] ?? 1));
});
