import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { libraries } from '../db/schema';
import { countLibraries, toLibraryColumns } from '../services/libraries';
import { rankLibraries } from '../search/rankLibraries';
import type { SeedLibrary } from './SeedLibrary';
import { syntheticLibraries } from './syntheticLibraries';

/** Rows per statement: one JSON parameter, however many rows (a few MB at 5,000). */
const BULK_BATCH_SIZE = 5000;

/**
 * growLibraries for a million (issue 32's measure on PostgreSQL): the same synthetic copies, in
 * one transaction, 5,000 rows per INSERT … SELECT from one JSON parameter, with the trigram
 * indexes dropped for the load and built again at the end (building a GIN index from every row
 * is many times faster than growing it row by row), the words table (search_words) filled once
 * instead of by its row trigger, then ranked once. For a database no server
 * uses meanwhile: other transactions wait on the table's lock, and the copies get no history
 * entries (the change feed does not list them). Answers how many it added.
 */
export async function growLibrariesInBulk(
  db: Database,
  originals: readonly SeedLibrary[],
  size: number,
  { onBatch }: { onBatch?: (count: number) => void } = {},
): Promise<number> {
  const columns = Object.entries(getTableColumns(libraries));
  return db.transaction(async (tx) => {
    let count = await countLibraries(tx as unknown as Database);
    if (count >= size) return 0;
    const indexes = (
      (await tx.execute(sql`
        SELECT indexname, indexdef FROM pg_indexes
        WHERE tablename = 'libraries' AND indexdef LIKE '%gin_trgm_ops%'`)) as unknown as {
        rows: { indexname: string; indexdef: string }[];
      }
    ).rows;
    for (const { indexname } of indexes) await tx.execute(sql.raw(`DROP INDEX "${indexname}"`));
    // The words table's trigger would look up every word of every row: filled once at the end.
    await tx.execute(sql`ALTER TABLE libraries DISABLE TRIGGER libraries_add_search_words`);
    let added = 0;
    let next = 1;
    while (count < size) {
      const batch = Math.min(BULK_BATCH_SIZE, size - count);
      const rows = syntheticLibraries(originals, batch, next).map((record) => ({
        id: record.id,
        ...toLibraryColumns(record),
      }));
      next += batch;
      const given = columns.filter(([key]) => key in rows[0]!);
      const json = JSON.stringify(
        rows.map((row) =>
          Object.fromEntries(
            given.map(([key, column]) => [column.name, row[key as keyof typeof row]]),
          ),
        ),
      );
      const names = sql.raw(given.map(([, column]) => `"${column.name}"`).join(', '));
      const inserted = (await tx.execute(sql`
        INSERT INTO ${libraries} (${names})
        SELECT ${names} FROM jsonb_populate_recordset(null::libraries, ${json}::jsonb)
        ON CONFLICT DO NOTHING`)) as unknown as { rowCount?: number | null; affectedRows?: number };
      const n = Number(inserted.rowCount ?? inserted.affectedRows ?? batch);
      count += n;
      added += n;
      onBatch?.(count);
    }
    for (const { indexdef } of indexes) await tx.execute(sql.raw(indexdef));
    await tx.execute(sql`ALTER TABLE libraries ENABLE TRIGGER libraries_add_search_words`);
    await tx.execute(sql`
      INSERT INTO search_words (word)
        SELECT DISTINCT w FROM libraries, regexp_split_to_table(
          concat_ws(' ', search_en, search_ar, search_place), '[^A-Za-z0-9]+') AS w
        WHERE length(w) >= 3
      ON CONFLICT DO NOTHING`);
    await rankLibraries(tx);
    return added;
  });
}
