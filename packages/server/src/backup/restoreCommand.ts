// `npm run restore FILE`: restores a backup (`npm run backup`) into DATA_DIR, which must hold no
// database and no uploads and must not be in use (README, "Backups").
import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { DataDirInUseError } from '../db/DataDirInUseError';
import { restoreBackup } from './restoreBackup';
import { RestoreRefusedError } from './RestoreRefusedError';

// npm runs workspace scripts inside packages/server; relative paths mean the folder the command was
// typed in, as for `npm start`.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

function fail(message: string): never {
  console.error(`Restore failed: ${message}`);
  process.exit(1);
}

const file = process.argv[2];
if (!file) fail('name the backup file: npm run restore FILE');
const config = loadConfig();
if (config.databaseUrl) {
  fail('DATABASE_URL is set: this restores the embedded database only (PostgreSQL: pg_restore).');
}
const archive = await open(resolve(file)).catch((error: unknown) =>
  fail(`cannot read ${resolve(file)} (${(error as Error).message})`),
);
try {
  const manifest = await restoreBackup(archive.createReadStream(), config.dataDir);
  console.log(
    `Restored ${resolve(file)} (made ${manifest.createdAt}) into ${config.dataDir}: the database ` +
      `and ${manifest.uploads.length} uploaded file${manifest.uploads.length === 1 ? '' : 's'}.`,
  );
} catch (error) {
  if (error instanceof DataDirInUseError || error instanceof RestoreRefusedError)
    fail(error.message);
  fail(`${resolve(file)}: ${(error as Error).message}`);
}
