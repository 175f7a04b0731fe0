import { diffLibraries, type FactSources } from '@libatlas/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { libraries, libraryChanges } from '../db/schema';
import { nowAfter } from '../services/clock';
import { toLibrary, toLibraryColumns } from '../services/libraries';
import { placeLibrary } from '../search/placeLibrary';
import type { SeedLibrary } from './SeedLibrary';

/** Fact sources written the same way whatever the order of their keys (jsonb keeps its own). */
function canonical(sources: FactSources): string {
  return JSON.stringify(
    Object.entries(sources)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([field, source]) => [field, source?.url, source?.date]),
  );
}

/**
 * Brings the seeded libraries that nobody has changed since up to date with the seed data (a new
 * pass of research reaches a database seeded before it), and answers how many were updated. A
 * library with any change besides the seed (an admin's edit, an applied proposal, a revert) is
 * left as it is: its history says someone chose its values. Each update is recorded in the
 * library's history as the seed's, with the fields it changed.
 */
export async function refreshSeededLibraries(
  db: Database,
  records: readonly SeedLibrary[],
): Promise<number> {
  if (records.length === 0) return 0;
  return db.transaction(async (tx) => {
    const ids = records.map((record) => record.id);
    const rows = await tx.select().from(libraries).where(inArray(libraries.id, ids)).for('update');
    const changedByPeople = new Set(
      (
        await tx
          .selectDistinct({ id: libraryChanges.libraryId })
          .from(libraryChanges)
          .where(and(inArray(libraryChanges.libraryId, ids), ne(libraryChanges.kind, 'seed')))
      ).map((row) => row.id),
    );
    const seedById = new Map(records.map((record) => [record.id, record]));
    let updated = 0;
    for (const row of rows) {
      const record = seedById.get(row.id);
      if (!record || changedByPeople.has(row.id)) continue;
      const columns = toLibraryColumns(record);
      const before = toLibrary(row);
      const changes = diffLibraries(before, toLibrary({ ...row, ...columns }));
      const sourcesMoved = canonical(row.factSources) !== canonical(columns.factSources);
      if (changes.length === 0 && !sourcesMoved) continue;
      const [after] = await tx
        .update(libraries)
        .set({ ...columns, updatedAt: nowAfter(row.updatedAt) })
        .where(eq(libraries.id, row.id))
        .returning();
      await placeLibrary(tx, row.id, changes);
      if (changes.length > 0) {
        await tx.insert(libraryChanges).values({
          libraryId: row.id,
          kind: 'seed',
          userId: null,
          revision: after!.revision,
          changes,
          createdAt: after!.updatedAt,
        });
      }
      updated += 1;
    }
    return updated;
  });
}
