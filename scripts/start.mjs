#!/usr/bin/env node
// `npm start`: builds the app when dist/app is missing or older than its sources, then starts the
// server, which applies migrations, seeds an empty database, creates the main admin and serves
// app + API (design §4).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

function appIsBuilt() {
  if (!existsSync(builtIndex) || !existsSync(builtServerEntry)) return false;
  const built = Math.min(statSync(builtIndex).mtimeMs, statSync(builtServerEntry).mtimeMs);
  return sourceDirs.every((dir) => newestMtime(join(root, dir)) <= built);
}

if (!appIsBuilt()) {
  console.log('Building the app (dist/app, dist/server)…');
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
