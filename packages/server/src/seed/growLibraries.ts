import type { Database } from '../db/client';
import { countLibraries } from '../services/libraries';
import { rankLibraries } from '../search/rankLibraries';
import type { SeedLibrary } from './SeedLibrary';
import { seedLibraries } from './seedLibraries';
import { syntheticLibraries } from './syntheticLibraries';

/**
 * Rows per insert: a library is about 35 columns and PostgreSQL's protocol takes at most 65,535
 * parameters in one statement. About 9 s a batch on the embedded database (its five trigram
 * indexes), so 20,000 libraries take minutes.
 */
export const GROW_BATCH_SIZE = 1000;

/**
 * Adds synthetic copies of `originals` (syntheticLibraries) until the directory holds `size`
 * libraries, and answers how many it added. They go in as seeded records do (seedLibraries: the
 * columns every write path makes, the directory's order, a history entry each, the data version
 * the read cache follows), a batch at a time, the order computed once at the end. Copies whose id is taken (an earlier growth) or was
 * removed are skipped and the next numbers tried, so growing again only adds what is missing.
 * `onBatch` hears the count after each batch.
 */
export async function growLibraries(
  db: Database,
  originals: readonly SeedLibrary[],
  size: number,
  {
    batchSize = GROW_BATCH_SIZE,
    onBatch,
  }: { batchSize?: number; onBatch?: (count: number) => void } = {},
): Promise<number> {
  let count = await countLibraries(db);
  let added = 0;
  let next = 1;
  while (count < size) {
    const batch = Math.min(batchSize, size - count);
    const inserted = await seedLibraries(db, syntheticLibraries(originals, batch, next), {
      rank: false,
    });
    next += batch;
    count += inserted;
    added += inserted;
    onBatch?.(count);
  }
  // Once, after the last batch: ranking after each would make growing quadratic.
  if (added > 0) await db.transaction((tx) => rankLibraries(tx));
  return added;
}
