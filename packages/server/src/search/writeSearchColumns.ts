import { sql } from 'drizzle-orm';
import type { Writer } from '../db/Writer';
import { libraries } from '../db/schema';
import { librarySearchColumns, type SearchedFields } from './librarySearchColumns';

/** The columns of `libraries` a batch of search texts is made from, for a `select`. */
export const searchedColumns = {
  id: libraries.id,
  libName: libraries.libName,
  country: libraries.country,
  region: libraries.region,
  address: libraries.address,
};

/**
 * Writes the search columns of these libraries as librarySearchColumns makes them, in one
 * statement, leaving a row whose texts are already those as it is (it keeps its row version).
 * Answers how many rows it wrote.
 */
export async function writeSearchColumns(
  tx: Writer,
  rows: readonly (SearchedFields & { id: string })[],
): Promise<number> {
  const texts = JSON.stringify(rows.map((row) => ({ id: row.id, ...librarySearchColumns(row) })));
  const written = (await tx.execute(sql`
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
  return written.rows.length;
}
