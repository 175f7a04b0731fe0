import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Writer } from '../db/Writer';
import { uploadContents } from '../db/schema';
import type { UploadStore } from './UploadStore';

/**
 * Uploads as rows of the database (upload_contents): the store on PostgreSQL, where several server
 * processes share the database and none may keep what another must serve. The bytes go in the
 * transaction that records the upload and leave with its record (a cascading foreign key), so
 * there are never bytes without a record, nor a record without its bytes.
 */
export class DatabaseUploadStore implements UploadStore {
  constructor(private readonly db: Database) {}

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
