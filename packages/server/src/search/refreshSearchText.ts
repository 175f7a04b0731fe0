import { createHash } from 'node:crypto';
import { countryAliases, SEARCH_TEXT_RULES_VERSION } from '@libatlas/directory';
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { libraries, searchTextRules } from '../db/schema';
import { librarySearchColumns } from './librarySearchColumns';

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
        .select({
          id: libraries.id,
          libName: libraries.libName,
          country: libraries.country,
          region: libraries.region,
          address: libraries.address,
        })
        .from(libraries)
        .where(gt(libraries.id, after))
        .orderBy(asc(libraries.id))
        .limit(BATCH)
        .for('no key update');
      if (rows.length === 0) return undefined;
      const texts = JSON.stringify(
        rows.map((row) => ({ id: row.id, ...librarySearchColumns(row) })),
      );
      // Only the rows whose text differs are written: the others keep their row version.
      const updated = (await tx.execute(sql`
        UPDATE ${libraries} l SET
          search_en = v."searchEn", search_ar = v."searchAr",
          search_words_en = v."searchWordsEn", search_words_ar = v."searchWordsAr",
          search_place = v."searchPlace"
        FROM jsonb_to_recordset(${texts}::jsonb) AS v(
          id text, "searchEn" text, "searchAr" text,
          "searchWordsEn" text, "searchWordsAr" text, "searchPlace" text
        )
        WHERE l.id = v.id
          AND (l.search_en, l.search_ar, l.search_words_en, l.search_words_ar, l.search_place)
            IS DISTINCT FROM
              (v."searchEn", v."searchAr", v."searchWordsEn", v."searchWordsAr", v."searchPlace")
        RETURNING l.id`)) as unknown as { rows: unknown[] };
      return { last: rows.at(-1)!.id, count: updated.rows.length };
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
