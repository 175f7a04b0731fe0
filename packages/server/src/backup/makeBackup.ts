import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { DatabaseHandle } from '../db/client';
import { UPLOAD_NAME_PATTERN, uploadsDir } from '../services/uploads';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupManifest } from './parseBackup';
import type { TarEntry } from './TarEntry';
import { writeTar } from './writeTar';

/**
 * A backup of the embedded database and the uploaded images, as one gzipped tar.
 *
 * PGlite dumps its folder while it holds its query lock, so the dump is one moment of the
 * database (a transaction still open then is rolled back on restore, as after a crash). The images
 * are read after it: an image is written before its row, and only images nothing names are
 * removed (a day after their upload), so every image the dumped rows name is there, short of one
 * unnamed and swept in the moment between (an image uploaded meanwhile is included too, and
 * harmless).
 */
export async function makeBackup(database: DatabaseHandle, dataDir: string): Promise<Buffer> {
  if (!database.dumpDataDir) throw new Error('only the embedded database is backed up this way');
  const dump = new Uint8Array(await (await database.dumpDataDir()).arrayBuffer());
  const folder = uploadsDir(dataDir);
  const names = (await readdir(folder).catch(() => [] as string[]))
    .filter((name) => UPLOAD_NAME_PATTERN.test(name))
    .sort();
  const uploads: TarEntry[] = [];
  for (const name of names) {
    uploads.push({ name: `uploads/${name}`, data: await readFile(join(folder, name)) });
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    uploads: names,
  };
  const tar = writeTar([
    { name: 'backup.json', data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
    { name: 'pglite.tar', data: dump },
    ...uploads,
  ]);
  return gzipSync(tar);
}
