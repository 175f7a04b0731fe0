import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataDirLock } from '../db/DataDirLock';
import { uploadsDir } from '../services/uploads';
import type { BackupManifest } from './BackupManifest';
import { readBackup } from './readBackup';
import { RestoreRefusedError } from './RestoreRefusedError';

/** The folder's names, or undefined when it does not exist. */
async function namesIn(path: string): Promise<string[] | undefined> {
  return readdir(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}

/** Removes the empty folders from `path` up to `top`, which mkdir created; stops at one not empty. */
async function removeCreatedFolders(path: string, top: string | undefined): Promise<void> {
  if (top === undefined) return;
  for (let folder = path; folder.length >= top.length; folder = dirname(folder)) {
    if (
      !(await rmdir(folder).then(
        () => true,
        () => false,
      ))
    )
      return;
  }
}

/**
 * Restores a backup (makeBackup), read as a stream, into DATA_DIR, which must hold no database and
 * no uploads. It takes the database's lock for the whole restore, so it refuses a folder a server
 * is using (DataDirInUseError), and a server started meanwhile refuses to start. The archive's
 * files go to a staging folder inside DATA_DIR as they arrive, then PGlite loads its dump from
 * there and the images move into place; a failed restore leaves DATA_DIR as it found it.
 * `maxInflatedBytes` (tests only) lowers the bound on how far the archive may inflate (readBackup).
 */
export async function restoreBackup(
  archive: Readable,
  dataDir: string,
  options: { maxInflatedBytes?: number } = {},
): Promise<BackupManifest> {
  const databaseDir = join(dataDir, 'pglite');
  const imagesDir = uploadsDir(dataDir);
  const createdTop = await mkdir(dataDir, { recursive: true });
  let lock: DataDirLock;
  try {
    lock = await DataDirLock.acquire(databaseDir);
  } catch (error) {
    archive.destroy();
    await removeCreatedFolders(dataDir, createdTop);
    throw error;
  }
  let staging: string | undefined;
  const created: string[] = [];
  try {
    for (const folder of [databaseDir, imagesDir]) {
      const names = await namesIn(folder);
      if (names && names.length > 0) {
        throw new RestoreRefusedError(
          `${folder} is not empty: restore into a DATA_DIR without a database or uploads ` +
            '(a new folder, or move the old one away first)',
        );
      }
      if (!names) created.push(folder);
    }
    staging = await mkdtemp(join(dataDir, '.restore-'));
    await mkdir(join(staging, 'uploads'));
    const manifest = await readBackup(
      archive,
      (path, content) =>
        pipeline(content, createWriteStream(join(staging!, path), { flags: 'wx' })),
      options.maxInflatedBytes,
    );
    // Loaded once the archive is read (40 MB of code), so that refusing one costs less memory.
    const { PGlite } = await import('@electric-sql/pglite');
    await mkdir(databaseDir, { recursive: true });
    const database = await PGlite.create({
      dataDir: databaseDir,
      loadDataDir: await openAsBlob(join(staging, 'pglite.tar')),
    });
    try {
      await database.query('SELECT 1');
    } finally {
      await database.close();
    }
    await mkdir(imagesDir, { recursive: true });
    for (const name of manifest.uploads) {
      await rename(join(staging, 'uploads', name), join(imagesDir, name));
    }
    return manifest;
  } catch (error) {
    archive.destroy();
    if (!(error instanceof RestoreRefusedError)) {
      // Both folders were empty or absent when the restore began, and the lock kept them so.
      for (const folder of [databaseDir, imagesDir]) {
        if (created.includes(folder)) await rm(folder, { recursive: true, force: true });
        else {
          for (const name of (await namesIn(folder)) ?? []) {
            await rm(join(folder, name), { recursive: true, force: true });
          }
        }
      }
    }
    throw error;
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
    lock.release();
    await removeCreatedFolders(dataDir, createdTop);
  }
}
