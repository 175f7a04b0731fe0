import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { libraries, libraryRanks } from '../db/schema';
import { rankLibraries } from './rankLibraries';
import { refreshSearchText } from './refreshSearchText';
import { searchedColumns, writeSearchColumns } from './writeSearchColumns';

/** Rows made per statement: a few hundred rows' texts are well under a megabyte of JSON. */
const BATCH = 500;

/**
 * Startup work (run under `exclusively`, after the migrations): writes the search texts of the
 * libraries that lack them (every library, the first time after migration 0008), a batch per
 * transaction, then ranks the directory when a library lacks a rank. Answers how many rows it
 * filled. A database already filled costs two indexed lookups.
 */
export async function fillLibrarySearch(db: Database): Promise<number> {
  let filled = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx
        .select(searchedColumns)
        .from(libraries)
        .where(isNull(libraries.searchEn))
        .orderBy(asc(libraries.id))
        .limit(BATCH);
      if (rows.length === 0) return 0;
      await writeSearchColumns(tx, rows);
      return rows.length;
    });
    if (done === 0) break;
    filled += done;
  }
  // Texts written by older rules (a name added to countryAliases since): rewritten.
  await refreshSearchText(db);
  const unranked = await db
    .select({ id: libraries.id })
    .from(libraries)
    .leftJoin(libraryRanks, eq(libraryRanks.libraryId, libraries.id))
    .where(isNull(libraryRanks.libraryId))
    .limit(1);
  if (filled > 0 || unranked.length > 0) {
    await db.transaction((tx) => rankLibraries(tx));
  } else {
    // The ranks of a library removed before a removal took them along (a page of every library
    // reads ranks alone: searchDirectory's walk).
    await db.execute(sql`
      DELETE FROM ${libraryRanks} r
      WHERE NOT EXISTS (SELECT 1 FROM ${libraries} l WHERE l.id = r.library_id)`);
  }
  return filled;
}
