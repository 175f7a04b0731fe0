import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Writer } from '../db/Writer';
import { uploadContents, uploads } from '../db/schema';
import type { UploadStore } from './UploadStore';

/**
 * Uploads as rows of the database (upload_contents): the store on PostgreSQL, where several server
 * processes share the database and none may keep what another must serve. The bytes go in the
 * transaction that records the upload and leave with its record (a cascading foreign key), so
 * there are never bytes without a record, nor a record without its bytes.
 */
export class DatabaseUploadStore implements UploadStore {
  constructor(private readonly db: Database) {}

  /**
   * The store, once the bytes of recorded uploads it lacks are taken from `folder` where they are
   * found: servers on PostgreSQL used to keep them in DATA_DIR/uploads. Several servers may do it
   * at once; the folder is left as it was.
   */
  static async open(db: Database, folder: string): Promise<DatabaseUploadStore> {
    const missing = await db
      .select({ name: uploads.name })
      .from(uploads)
      .leftJoin(uploadContents, eq(uploadContents.name, uploads.name))
      .where(isNull(uploadContents.name));
    for (const { name } of missing) {
      const bytes = await readFile(join(folder, name)).catch(() => null);
      if (bytes) await db.insert(uploadContents).values({ name, bytes }).onConflictDoNothing();
    }
    return new DatabaseUploadStore(db);
  }

  async write(tx: Writer, name: string, bytes: Buffer): Promise<void> {
    await tx.insert(uploadContents).values({ name, bytes });
  }

  async read(name: string): Promise<Buffer | null> {
    const [row] = await this.db
      .select({ bytes: uploadContents.bytes })
      .from(uploadContents)
      .where(eq(uploadContents.name, name));
    return row?.bytes ?? null;
  }

  /** Deleting the records took their bytes with them; no bytes can outlive a record. */
  async dropUnrecorded(): Promise<number> {
    return 0;
  }
}
