import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLock } from '../db/DataDirLock';
import { uploadsDir } from '../services/uploads';
import { parseBackup, type BackupManifest } from './parseBackup';
import { RestoreRefusedError } from './RestoreRefusedError';

async function isEmptyFolder(path: string): Promise<boolean> {
  const names = await readdir(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.length === 0;
}

/**
 * Restores a backup (makeBackup) into DATA_DIR, which must hold no database and no uploads. It
 * takes the database's lock for the whole restore, so it refuses a folder a server is using
 * (DataDirInUseError), and a server started meanwhile refuses to start.
 */
export async function restoreBackup(archive: Buffer, dataDir: string): Promise<BackupManifest> {
  const backup = parseBackup(archive);
  const databaseDir = join(dataDir, 'pglite');
  const imagesDir = uploadsDir(dataDir);
  await mkdir(dataDir, { recursive: true });
  const lock = await DataDirLock.acquire(databaseDir);
  try {
    for (const folder of [databaseDir, imagesDir]) {
      if (!(await isEmptyFolder(folder))) {
        throw new RestoreRefusedError(
          `${folder} is not empty: restore into a DATA_DIR without a database or uploads ` +
            '(a new folder, or move the old one away first)',
        );
      }
    }
    await mkdir(databaseDir, { recursive: true });
    const database = await PGlite.create({
      dataDir: databaseDir,
      loadDataDir: new Blob([new Uint8Array(backup.database)]),
    });
    try {
      await database.query('SELECT 1');
    } finally {
      await database.close();
    }
    await mkdir(imagesDir, { recursive: true });
    for (const upload of backup.uploads) {
      await writeFile(join(imagesDir, upload.name), upload.data, { flag: 'wx' });
    }
    return backup.manifest;
  } finally {
    lock.release();
  }
}
