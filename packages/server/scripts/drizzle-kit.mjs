#!/usr/bin/env node
// Runs drizzle-kit with the arguments given (e.g. `generate`). npm installs drizzle-orm under
// packages/server/node_modules, where the hoisted drizzle-kit cannot `import()` it; this builds a
// throwaway node_modules of symlinks that holds both and runs drizzle-kit with symlinks preserved.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rootModules = resolve(serverDir, '../../node_modules');
const localModules = join(serverDir, 'node_modules');

const farm = mkdtempSync(join(tmpdir(), 'drizzle-kit-'));
const modules = join(farm, 'node_modules');
mkdirSync(modules);
const linked = new Set();
for (const dir of [localModules, rootModules]) {
  if (!existsSync(dir)) continue;
  for (const entry of readdirSync(dir)) {
    if (linked.has(entry)) continue;
    linked.add(entry);
    symlinkSync(join(dir, entry), join(modules, entry));
  }
}

let result;
try {
  result = spawnSync(
    process.execPath,
    [
      '--preserve-symlinks',
      '--preserve-symlinks-main',
      join(modules, 'drizzle-kit', 'bin.cjs'),
      ...process.argv.slice(2),
    ],
    { cwd: serverDir, stdio: 'inherit' },
  );
} finally {
  rmSync(farm, { recursive: true, force: true });
}
process.exit(result.status ?? 1);
