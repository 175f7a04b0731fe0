import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { libraries, libraryChanges, removedLibraries } from '../db/schema';
import { toLibrary, toLibraryColumns } from '../services/libraries';
import { creationChanges } from '../services/libraryHistory';
import { rankLibraries } from '../search/rankLibraries';
import type { SeedLibrary } from './SeedLibrary';

/**
 * Inserts the seed libraries that are not there yet (by id), records each insertion in its
 * library's history, and answers how many were inserted; running it twice inserts nothing the
 * second time, a library edited since is left alone, and one an admin removed (or merged into
 * another) stays removed: its id is never given again. With `rank: false` the directory's order is
 * left to the caller, who inserts many batches and ranks once after the last (growLibraries).
 */
export async function seedLibraries(
  db: Database,
  records: readonly SeedLibrary[],
  { rank = true }: { rank?: boolean } = {},
): Promise<number> {
  if (records.length === 0) return 0;
  return db.transaction(async (tx) => {
    const removedRows = await tx
      .select({ id: removedLibraries.id })
      .from(removedLibraries)
      .where(
        inArray(
          removedLibraries.id,
          records.map((record) => record.id),
        ),
      );
    const removed = new Set(removedRows.map((row) => row.id));
    const rows = records
      .filter((record) => !removed.has(record.id))
      .map((record) => ({ id: record.id, ...toLibraryColumns(record) }));
    if (rows.length === 0) return 0;
    const inserted = await tx.insert(libraries).values(rows).onConflictDoNothing().returning();
    if (inserted.length > 0) {
      if (rank) await rankLibraries(tx);
      await tx.insert(libraryChanges).values(
        inserted.map((row) => ({
          libraryId: row.id,
          kind: 'seed' as const,
          userId: null,
          revision: row.revision,
          changes: creationChanges(toLibrary(row)),
          createdAt: row.createdAt,
        })),
      );
    }
    return inserted.length;
  });
}
