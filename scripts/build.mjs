#!/usr/bin/env node
// `npm run build`: the app for the browser (dist/app), then its server entry (dist/server), which
// the Fastify server uses to draw the public pages. Arguments go to both (e.g. --logLevel warn).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
for (const extra of [[], ['--ssr']]) {
  const build = spawnSync('npx', ['vite', 'build', ...extra, ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
