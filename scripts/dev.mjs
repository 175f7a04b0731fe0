#!/usr/bin/env node
// `npm run dev`: the API server (restarted on change) and Vite's dev server with /api proxied to it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'packages/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
