// `npm run grow -- --libraries N`: grows the database chosen by DATA_DIR / DATABASE_URL (migrating
// it and seeding it first, as a server's start would) to N libraries with synthetic copies of the
// national libraries (growLibraries), to measure the atlas at a size it may reach (issue 32,
// `npm run bench -- --libraries N`). For a throwaway database: the copies are made-up branches.
// With the embedded database, no server may hold DATA_DIR meanwhile. `--bulk` loads in one
// transaction with the trigram indexes rebuilt at the end and no history entries
// (growLibrariesInBulk): a million libraries in minutes, for a database no server uses meanwhile.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/DataDirInUseError';
import { growLibraries } from './growLibraries';
import { growLibrariesInBulk } from './growLibrariesInBulk';
import { nationalLibraries } from './nationalLibraries';
import { seedLibraries } from './seedLibraries';

function fail(message: string): never {
  console.error(`Grow failed: ${message}`);
  process.exit(1);
}

// npm runs workspace scripts inside packages/server; a relative DATA_DIR means the folder the
// command was typed in, as for `npm start`.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const { values } = parseArgs({
  options: { libraries: { type: 'string' }, bulk: { type: 'boolean', default: false } },
});
const size = Number(values.libraries);
if (!Number.isInteger(size) || size < 0) {
  fail('give the size as --libraries N (e.g. 20000), and --bulk to load a million in minutes.');
}

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDataDir: config.pgliteDataDir,
}).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  fail(error.message);
});
try {
  const started = performance.now();
  await database.migrate();
  const seeded = await seedLibraries(database.db, nationalLibraries);
  let reported = started;
  const grow = values.bulk ? growLibrariesInBulk : growLibraries;
  const added = await grow(database.db, nationalLibraries, size, {
    onBatch: (count) => {
      if (performance.now() - reported < 10_000) return;
      reported = performance.now();
      console.log(`  ${count} libraries…`);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Grew ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.pgliteDataDir}`}` +
      ` to ${size} libraries: seeded ${seeded}, added ${added} synthetic ones in ${seconds} s.`,
  );
} finally {
  await database.close();
}
