import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort.mjs';
import { startPostgres } from './startPostgres.mjs';
import { startProxy } from './startProxy.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

function untilExit(child) {
  return exited(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
}

/**
 * Several copies of the production server on one database, behind one address (issue 17): a
 * throwaway PostgreSQL 15 (scripts/startPostgres.mjs), `backends` server processes on it, each
 * with its own temporary DATA_DIR (so nothing they share can live on a local disk), and a
 * round-robin proxy in front (scripts/startProxy.mjs) on `port` (0: a free one).
 *
 * `env` is added to every server's environment (ADMIN_EMAIL, LOGIN_RATE_LIMIT…); PORT, HOST,
 * DATABASE_URL and DATA_DIR are the cluster's. Builds the app first when dist/ lacks it. The
 * servers start together (they take turns at migrating and seeding under an advisory lock), and
 * each counts as started once /api/ready answers.
 * Each server's output goes to a log in the cluster's temporary folder, whose last lines are
 * printed when a server stops without being asked to.
 *
 * Answers `{ url, databaseUrl, backends, kill(i, signal), start(i), stop() }`: `kill` ends
 * server i (SIGKILL unless told) and resolves once it has exited; `start` starts it again on the
 * same port and DATA_DIR and resolves once it answers; `stop` ends everything and removes every
 * temporary folder. Should the process exit first, or die of a signal it does not handle, what
 * is left is killed first.
 */
export async function startCluster({
  backends: count = 2,
  port = 0,
  host = '127.0.0.1',
  env = {},
  healthPath = '/api/ready',
} = {}) {
  if (
    !existsSync(join(root, 'dist/app/index.html')) ||
    !existsSync(join(root, 'dist/server/entry.js'))
  ) {
    console.info('cluster: building the app (dist/app, dist/server)…');
    const build = spawnSync(process.execPath, ['scripts/build.mjs', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('cluster: the build failed');
  }

  const dir = mkdtempSync(join(tmpdir(), 'libatlas-cluster-'));
  let postgres = null;
  let proxy = null;
  const backends = [];

  /** Kills whatever is still running, synchronously: for 'exit' and for a failed start. */
  const stopNow = () => {
    for (const backend of backends) {
      if (backend.child && !exited(backend.child)) {
        backend.expectedExit = true;
        backend.child.kill('SIGKILL');
      }
    }
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  // A signal nobody else handles ends the process without its 'exit' handlers (Playwright leaves
  // SIGTERM alone): then stop everything first and die of the same signal. A process that handles
  // the signal itself (Playwright's Ctrl-C, scripts/cluster.mjs) stops the cluster in its own way.
  const onSignal = (signal) => {
    if (process.listenerCount(signal) > 1) return;
    stopNow();
    removeHandlers();
    process.kill(process.pid, signal);
  };
  const removeHandlers = () => {
    process.off('exit', stopNow);
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
  process.on('exit', stopNow);
  for (const signal of SIGNALS) process.on(signal, onSignal);

  const startBackend = async (backend) => {
    const output = openSync(backend.logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: root,
      stdio: ['ignore', output, output],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        ...env,
        PORT: String(backend.port),
        HOST: '127.0.0.1',
        DATABASE_URL: postgres.databaseUrl,
        DATA_DIR: backend.dataDir,
      },
    });
    closeSync(output);
    backend.child = child;
    backend.expectedExit = false;
    child.once('exit', (code, signal) => {
      if (backend.expectedExit) return;
      console.error(
        `cluster: backend ${backend.index} stopped by itself (${signal ?? `exit ${code}`}); ` +
          `the end of its log:\n${tail(backend.logFile)}`,
      );
    });

    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (exited(child)) {
        throw new Error(
          `cluster: backend ${backend.index} exited while starting:\n${tail(backend.logFile)}`,
        );
      }
      try {
        const answer = await fetch(`${backend.url}${healthPath}`);
        if (answer.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await sleep(200);
    }
    throw new Error(`cluster: backend ${backend.index} did not answer ${healthPath} in time`);
  };

  try {
    postgres = await startPostgres({ prefix: 'libatlas-cluster-pg-' });
    for (let index = 0; index < count; index += 1) {
      const backendPort = await freePort();
      backends.push({
        index,
        port: backendPort,
        url: `http://127.0.0.1:${backendPort}`,
        dataDir: mkdtempSync(join(dir, `data-${index}-`)),
        logFile: join(dir, `backend-${index}.log`),
        child: null,
        expectedExit: false,
      });
    }
    // All at once, as a deployment starts its replicas: migrations and seeding take turns.
    await Promise.all(backends.map(startBackend));
    proxy = await startProxy({
      backends: backends.map((backend) => backend.url),
      port,
      host,
      healthPath,
    });
  } catch (error) {
    stopNow();
    removeHandlers();
    throw error;
  }

  const backendAt = (index) => {
    const backend = backends[index];
    if (!backend) throw new Error(`cluster: there is no backend ${index}`);
    return backend;
  };

  return {
    url: proxy.url,
    databaseUrl: postgres.databaseUrl,
    get backends() {
      return backends.map((backend) => ({
        index: backend.index,
        url: backend.url,
        pid: backend.child?.pid,
        dataDir: backend.dataDir,
        running: Boolean(backend.child && !exited(backend.child)),
      }));
    },
    async kill(index, signal = 'SIGKILL') {
      const backend = backendAt(index);
      if (!backend.child || exited(backend.child)) return;
      backend.expectedExit = true;
      backend.child.kill(signal);
      await untilExit(backend.child);
    },
    async start(index) {
      const backend = backendAt(index);
      if (backend.child && !exited(backend.child)) return;
      await startBackend(backend);
    },
    async stop() {
      await proxy.close();
      const running = backends.filter((backend) => backend.child && !exited(backend.child));
      for (const backend of running) {
        backend.expectedExit = true;
        backend.child.kill('SIGTERM');
      }
      await Promise.race([
        Promise.all(running.map((backend) => untilExit(backend.child))),
        sleep(STOP_TIMEOUT_MS),
      ]);
      stopNow();
      removeHandlers();
    },
  };
}
