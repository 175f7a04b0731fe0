// `npm run seed -w @libatlas/server`: loads the national libraries into the database chosen by
// DATA_DIR / DATABASE_URL (migrating it first), brings the seeded ones nobody has changed since up
// to date with the seed data, and reports how many were inserted and updated.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/DataDirInUseError';
import { nationalLibraries } from './nationalLibraries';
import { refreshSeededLibraries } from './refreshSeededLibraries';
import { seedLibraries } from './seedLibraries';

// npm runs workspace scripts inside packages/server; a relative DATA_DIR means the folder the
// command was typed in (the repository root for `npm run seed`), as it does for `npm start`.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDataDir: config.pgliteDataDir,
}).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(`Seed failed: ${error.message}`);
  process.exit(1);
});
try {
  await database.migrate();
  const inserted = await seedLibraries(database.db, nationalLibraries);
  const refreshed = await refreshSeededLibraries(database.db, nationalLibraries);
  const where =
    database.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite in ${config.pgliteDataDir}`;
  console.log(
    `Seeded ${inserted} of ${nationalLibraries.length} national libraries into ${where}` +
      (inserted < nationalLibraries.length
        ? ` (${nationalLibraries.length - inserted} were already there).`
        : '.') +
      ` Updated ${refreshed} seeded ${refreshed === 1 ? 'library' : 'libraries'} nobody had changed to the seed data's current facts.`,
  );
} finally {
  await database.close();
}
