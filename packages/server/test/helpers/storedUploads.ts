import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../src/db/client';
import { uploadContents } from '../../src/db/schema';

/**
 * The names of the uploads whose bytes are stored, in either store (files in DATA_DIR/uploads,
 * rows of upload_contents), sorted: to prove what a request stored or removed, on both databases.
 */
export async function storedUploads(db: Database, dataDir: string): Promise<string[]> {
  const [files, rows] = await Promise.all([
    readdir(join(dataDir, 'uploads')).catch(() => [] as string[]),
    db.select({ name: uploadContents.name }).from(uploadContents),
  ]);
  return [...files, ...rows.map((row) => row.name)].sort();
}
