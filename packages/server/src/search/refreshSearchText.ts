import { createHash } from 'node:crypto';
import { countryAliases, SEARCH_TEXT_RULES_VERSION } from '@libatlas/directory';
import { asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { libraries, searchTextRules } from '../db/schema';
import { searchedColumns, writeSearchColumns } from './writeSearchColumns';

/** Rows read and rewritten per transaction. */
const BATCH = 500;

/**
 * The version of the rules the search columns are made by: @libatlas/directory's hand-bumped
 * SEARCH_TEXT_RULES_VERSION and a hash of its table of country names, so that a name added to the
 * table needs no bump.
 */
export const searchTextRulesVersion = `${SEARCH_TEXT_RULES_VERSION}:${createHash('sha256')
  .update(JSON.stringify(countryAliases))
  .digest('hex')
  .slice(0, 16)}`;

/**
 * Startup work (run under `exclusively`, so one of the servers starting together on a database
 * does it, and the others find the version stored): when the database's search texts were written
 * by other rules than these (searchTextRulesVersion, stored in search_text_rules; none stored
 * before migration 0012), rewrites every library's search columns whose text differs, a batch of
 * rows locked as an edit locks them per transaction, then stores the version. search_words follows
 * by its trigger. Answers how many rows it rewrote. Same rules: one lookup.
 */
export async function refreshSearchText(db: Database): Promise<number> {
  const [stored] = await db
    .select({ version: searchTextRules.version })
    .from(searchTextRules)
    .where(eq(searchTextRules.id, 1));
  if (stored?.version === searchTextRulesVersion) return 0;
  let rewritten = 0;
  let after = '';
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select(searchedColumns)
        .from(libraries)
        .where(gt(libraries.id, after))
        .orderBy(asc(libraries.id))
        .limit(BATCH)
        .for('no key update');
      if (rows.length === 0) return undefined;
      // Only the rows whose text differs are written: the others keep their row version.
      return { last: rows.at(-1)!.id, count: await writeSearchColumns(tx, rows) };
    });
    if (!batch) break;
    after = batch.last;
    rewritten += batch.count;
  }
  await db
    .insert(searchTextRules)
    .values({ id: 1, version: searchTextRulesVersion })
    .onConflictDoUpdate({ target: searchTextRules.id, set: { version: searchTextRulesVersion } });
  return rewritten;
}
