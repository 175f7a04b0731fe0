import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { uploads } from '../db/schema';
import type { UploadStore } from './UploadStore';
import { UPLOAD_NAME_PATTERN, uploadsDir } from '../services/uploads';

async function removeFile(path: string): Promise<void> {
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/**
 * Uploads as files in DATA_DIR/uploads: the store of the embedded database, whose one process
 * (DataDirLock) is the only one to serve them, and whose backups take the folder with the database.
 */
export class DiskUploadStore implements UploadStore {
  private readonly dir: string;

  constructor(
    private readonly db: Database,
    dataDir: string,
  ) {
    this.dir = uploadsDir(dataDir);
  }

  async write(_tx: unknown, name: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, name), bytes, { flag: 'wx' });
  }

  async read(name: string): Promise<ReadStream | null> {
    const path = join(this.dir, name);
    const info = await stat(path).catch(() => null);
    return info?.isFile() ? createReadStream(path) : null;
  }

  async dropUnrecorded(removed: readonly string[], cutoff: Date): Promise<number> {
    for (const name of removed) await removeFile(join(this.dir, name));
    const files = (await readdir(this.dir).catch(() => [] as string[])).filter((name) =>
      UPLOAD_NAME_PATTERN.test(name),
    );
    if (files.length === 0) return 0;
    const recorded = new Set(
      (
        await this.db
          .select({ name: uploads.name })
          .from(uploads)
          .where(inArray(uploads.name, files))
      ).map((row) => row.name),
    );
    let dropped = 0;
    for (const name of files.filter((file) => !recorded.has(file))) {
      const info = await stat(join(this.dir, name)).catch(() => null);
      if (info?.isFile() && info.mtime < cutoff) {
        await removeFile(join(this.dir, name));
        dropped += 1;
      }
    }
    return dropped;
  }
}
