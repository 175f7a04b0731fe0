import type { Readable } from 'node:stream';
import type { Writer } from '../db/Writer';

/**
 * Where the bytes of uploaded images live. The `uploads` table records every upload (its name,
 * type, size and uploader) whichever store keeps its bytes, so the storage cap and the sweep of
 * unused uploads read the same records over both: files in DATA_DIR (DiskUploadStore, PGlite's
 * single process) or rows of the database (DatabaseUploadStore, every process on PostgreSQL).
 */
export interface UploadStore {
  /**
   * Keeps an upload's bytes under its name, while `tx` (the transaction that records the upload)
   * is open: a store in the database commits them with the record.
   */
  write(tx: Writer, name: string, bytes: Buffer): Promise<void>;
  /** The bytes of an upload, or null when the store has none under that name. */
  read(name: string): Promise<Buffer | Readable | null>;
  /**
   * Drops bytes no record names any more: those of `removed` (records the sweep just deleted),
   * and any others older than `cutoff` (left by a crash between storing and recording). Answers
   * how many of the others went.
   */
  dropUnrecorded(removed: readonly string[], cutoff: Date): Promise<number>;
}
