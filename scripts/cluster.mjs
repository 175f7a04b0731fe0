#!/usr/bin/env node
// Several copies of the production server on one throwaway PostgreSQL, behind a round-robin proxy
// (scripts/startCluster.mjs), until Ctrl-C:
//   node scripts/cluster.mjs [--backends 2] [--port 3000]
// The environment is passed to every server (ADMIN_EMAIL, ADMIN_PASSWORD, SEED, LOGIN_RATE_LIMIT…).
// Each answer names the server that gave it in its x-libatlas-backend header.
import { startCluster } from './startCluster.mjs';

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`cluster: --${name} takes a whole number, got "${process.argv[i + 1]}"`);
    process.exit(2);
  }
  return value;
}

const backends = option('backends', 2);
const port = option('port', 3000);
if (backends < 1) {
  console.error('cluster: --backends must be at least 1');
  process.exit(2);
}

let cluster;
try {
  cluster = await startCluster({ backends, port });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.info(
  [
    `National Libraries Atlas on ${cluster.url}: ${backends} servers on PostgreSQL 15 (${cluster.databaseUrl})`,
    ...cluster.backends.map(
      (b) => `  backend ${b.index}: ${b.url} (pid ${b.pid}, DATA_DIR ${b.dataDir})`,
    ),
    'Ctrl-C stops them all.',
  ].join('\n'),
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    cluster.stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
