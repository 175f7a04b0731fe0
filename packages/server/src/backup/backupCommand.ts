// `npm run backup [FILE]`: one archive of the embedded database and the uploaded images of DATA_DIR
// (README, "Backups"). A running server makes it (serveBackups); with none, this command opens the
// folder itself, holding its lock so that no server starts meanwhile.
import { existsSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/DataDirInUseError';
import { backupSocketPath } from './backupSocketPath';
import { makeBackup } from './makeBackup';
import { readBackup } from './readBackup';
import { receiveBackup } from './receiveBackup';

// npm runs workspace scripts inside packages/server; relative paths mean the folder the command was
// typed in, as for `npm start`.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

function fail(message: string): never {
  console.error(`Backup failed: ${message}`);
  process.exit(1);
}

const config = loadConfig();
if (config.databaseUrl) {
  fail(
    'DATABASE_URL is set: back up PostgreSQL with its own tools (pg_dump), and copy ' +
      `${join(config.dataDir, 'uploads')} with it.`,
  );
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = resolve(process.argv[2] ?? `libatlas-backup-${stamp}.tar.gz`);
if (existsSync(target)) fail(`${target} exists; name a new file.`);

let archive = await receiveBackup(backupSocketPath(config.dataDir)).catch((error: unknown) =>
  fail(`the running server did not answer (${String(error)})`),
);
const source = archive ? 'the running server' : 'the stopped folder';
if (!archive) {
  if (!existsSync(join(config.pgliteDataDir, 'PG_VERSION'))) {
    fail(`there is no embedded database in ${config.dataDir} (DATA_DIR).`);
  }
  const database = await openDatabase({ pgliteDataDir: config.pgliteDataDir }).catch(
    (error: unknown) =>
      fail(
        error instanceof DataDirInUseError
          ? `${error.message} Its backup socket ${backupSocketPath(config.dataDir)} did not answer.`
          : String(error),
      ),
  );
  try {
    archive = await makeBackup(database, config.dataDir);
  } finally {
    await database.close();
  }
}

let uploads: number;
try {
  const manifest = await readBackup(Readable.from([archive]), async (_path, content) => {
    for await (const _chunk of content);
  });
  uploads = manifest.uploads.length;
} catch (error) {
  fail(`the archive from ${source} is not complete: ${(error as Error).message}`);
}
const partial = `${target}.partial`;
await writeFile(partial, archive, { flag: 'wx' });
await rename(partial, target);
console.log(
  `Backed up ${config.dataDir} (from ${source}): the database and ${uploads} uploaded ` +
    `file${uploads === 1 ? '' : 's'}, ${(archive.length / 1024).toFixed(0)} kB, to ${target}`,
);
