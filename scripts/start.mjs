#!/usr/bin/env node
// `npm start`: builds the app when dist/app is missing or older than its sources, then starts the
// server, which applies migrations, seeds an empty database, creates the main admin and serves
// app + API (design §4).
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist/app/index.html');
const builtServerEntry = join(root, 'dist/server/entry.js');
const sourceDirs = [
  'packages/app',
  'packages/ui/src',
  'packages/i18n/src',
  'packages/directory/src',
  'packages/contracts/src',
];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** The build's own configuration: a change to it makes a new build too. */
function buildConfigFiles() {
  const plugins = readdirSync(join(root, 'scripts')).filter((name) => name.endsWith('Plugin.ts'));
  return ['vite.config.ts', 'scripts/build.mjs', ...plugins.map((name) => `scripts/${name}`)];
}

function appIsBuilt() {
  if (!existsSync(builtIndex) || !existsSync(builtServerEntry)) return false;
  const built = Math.min(statSync(builtIndex).mtimeMs, statSync(builtServerEntry).mtimeMs);
  return (
    sourceDirs.every((dir) => newestMtime(join(root, dir)) <= built) &&
    buildConfigFiles().every((file) => statSync(join(root, file)).mtimeMs <= built)
  );
}

const buildLock = join(root, 'dist/.build-lock');

/** Whether the process that wrote the lock still runs (a lock left by a killed build is not). */
function lockHolderRuns() {
  try {
    process.kill(Number(readFileSync(buildLock, 'utf8')), 0);
    return true;
  } catch (error) {
    // EPERM: it runs as another user.
    return error?.code === 'EPERM';
  }
}

/**
 * Takes the build lock, waiting while another start builds: several servers started at once (the
 * test configurations start a few) build once, not over each other's files.
 */
function takeBuildLock() {
  for (;;) {
    try {
      writeFileSync(buildLock, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if (error?.code === 'ENOENT') {
        mkdirSync(join(root, 'dist'), { recursive: true });
        continue;
      }
      if (error?.code !== 'EEXIST') throw error;
      if (!lockHolderRuns()) {
        rmSync(buildLock, { force: true });
        continue;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
}

if (!appIsBuilt()) {
  takeBuildLock();
  let status = 0;
  // Another start may have built it while this one waited.
  if (!appIsBuilt()) {
    console.log('Building the app (dist/app, dist/server)…');
    const build = spawnSync(process.execPath, ['scripts/build.mjs', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    status = build.status ?? 1;
  }
  rmSync(buildLock, { force: true });
  if (status !== 0) process.exit(status);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
