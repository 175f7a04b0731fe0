import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';
import type { DatabaseHandle } from '../db/client';
import { UPLOAD_NAME_PATTERN, uploadsDir } from '../services/uploads';
import type { BackupManifest } from './BackupManifest';

/**
 * A backup of the embedded database and the uploaded images, as one gzipped tar (ustar, which
 * `tar -xf` reads): backup.json first, then pglite.tar, then uploads/<name> for each image.
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
  const manifest: BackupManifest = {
    format: 'libatlas-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    uploads: names,
  };
  const tar = pack();
  const chunks: Buffer[] = [];
  const gzipped = pipeline(tar, createGzip(), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) chunks.push(chunk);
  });
  const add = (name: string, data: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      tar.entry({ name, mode: 0o644 }, data, (error) => (error ? reject(error) : resolve()));
    });
  try {
    await add('backup.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await add('pglite.tar', dump);
    for (const name of names) await add(`uploads/${name}`, await readFile(join(folder, name)));
    tar.finalize();
  } catch (error) {
    tar.destroy(error as Error);
  }
  await gzipped;
  return Buffer.concat(chunks);
}
