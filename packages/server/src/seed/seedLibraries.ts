import type { Database } from '../db/client';
import { libraries } from '../db/schema';
import { toLibraryColumns } from '../services/libraries';
import type { SeedLibrary } from './SeedLibrary';

/**
 * Inserts the seed libraries that are not there yet (by id) and answers how many were inserted;
 * running it twice inserts nothing the second time, and a library edited since is left alone.
 */
export async function seedLibraries(
  db: Database,
  records: readonly SeedLibrary[],
): Promise<number> {
  if (records.length === 0) return 0;
  const rows = records.map((record) => ({ id: record.id, ...toLibraryColumns(record) }));
  const inserted = await db
    .insert(libraries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: libraries.id });
  return inserted.length;
}
