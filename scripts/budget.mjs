#!/usr/bin/env node
// `npm run budget` (and the `budget` step of `npm test`, after `build`): the JavaScript a first
// visit of each public route downloads, brotli-compressed, from the build manifest
// (dist/app/.vite/manifest.json). A route's first load is the entry chunk and everything it
// imports statically, plus the route's own lazily loaded page chunk and everything that imports
// statically, plus the plain scripts index.html loads (the page preloader); chunks loaded later
// (the map, the forms, the other language) do not count. Fails above the budget (issue 13: a
// first visit on a phone in under 2.5 s).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

/** Compressed JS per route's first load, in kB (1 kB = 1000 bytes, as Vite reports sizes). */
export const BUDGET_KB = 170;

/** The public routes (spec §2) and the page module each loads lazily (null: in the entry). */
export const ROUTES = [
  { path: '/', page: 'src/pages/HomePage/HomePage.tsx' },
  { path: '/libraries', page: 'src/pages/LibrariesPage/LibrariesPage.tsx' },
  { path: '/libraries/{id}', page: 'src/pages/LibraryDetailPage/LibraryDetailPage.tsx' },
  { path: '/regions', page: 'src/pages/RegionsPage/RegionsPage.tsx' },
  { path: '/about', page: 'src/pages/AboutPage/AboutPage.tsx' },
  { path: '/data', page: 'src/pages/DataPage/DataPage.tsx' },
];

const root = fileURLToPath(new URL('..', import.meta.url));
/** The built app: dist/app, or the folder given as the first argument. */
const outDir = resolve(root, process.argv[2] ?? 'dist/app');
const manifestFile = join(outDir, '.vite/manifest.json');

/** Every JS file `key` loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk)
    throw new Error(`The build manifest has no ${key}: update ROUTES in scripts/budget.mjs`);
  if (files.has(chunk.file)) return files;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

const sizes = new Map();
/** The brotli-compressed size of a built file, in bytes (node:zlib's defaults: quality 11). */
function brotliSize(file) {
  if (!sizes.has(file)) {
    sizes.set(file, brotliCompressSync(readFileSync(join(outDir, file))).length);
  }
  return sizes.get(file);
}

function main() {
  if (!existsSync(manifestFile)) {
    console.error(`No build manifest at ${manifestFile}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk');

  // Scripts index.html loads besides the entry module (the page preloader).
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const plainScripts = [
    ...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+\.js)"/g),
  ].map((match) => match[1]);

  const rows = ROUTES.map(({ path, page }) => {
    const files = new Set(plainScripts);
    staticClosure(manifest, entry, files);
    if (page) staticClosure(manifest, page, files);
    const kb = [...files].reduce((sum, file) => sum + brotliSize(file), 0) / 1000;
    return { path, files: files.size, kb, ok: kb <= BUDGET_KB };
  });

  console.log(`First-load JS per route, brotli (budget ${BUDGET_KB} kB):`);
  console.log(`  ${'route'.padEnd(18)}${'files'.padStart(6)}${'kB'.padStart(9)}`);
  for (const row of rows) {
    const mark = row.ok ? ' ' : '✗';
    console.log(
      `${mark} ${row.path.padEnd(18)}${String(row.files).padStart(6)}${row.kb.toFixed(1).padStart(9)}`,
    );
  }
  const over = rows.filter((row) => !row.ok);
  if (over.length) {
    console.error(`Over the ${BUDGET_KB} kB budget: ${over.map((row) => row.path).join(', ')}`);
    process.exit(1);
  }
}

main();
