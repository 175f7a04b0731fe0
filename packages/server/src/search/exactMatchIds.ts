import type { Database } from '../db/client';
import { libraries } from '../db/schema';
import { exactMatch } from './exactMatch';

/**
 * The ids of every library `q` finds exactly in `lang`, in no order, for the map of a search
 * (GET /api/directory/map with `q`): searchDirectory's exact matches (its `total`, the browser's
 * rule, filterLibraries, spec §5), never its near matches. A short form (UK) is a whole word of
 * the words column, any other text anywhere in the search text; an empty text finds every library.
 * directoryMap.test.ts holds it equal to the search's answer.
 */
export async function exactMatchIds(db: Database, q: string, lang: 'en' | 'ar'): Promise<string[]> {
  const rows = await db
    .select({ id: libraries.id })
    .from(libraries)
    .where(exactMatch(q, lang).condition);
  return rows.map((row) => row.id);
}
