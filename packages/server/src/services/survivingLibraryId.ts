import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { libraries, removedLibraries } from '../db/schema';

/** Merges followed at most: each goes to a library that existed then, so a chain cannot loop. */
const MAX_MERGES = 50;

/**
 * The library that a removed id now leads to: the one it was merged into, or, when that one was
 * merged in turn, the end of the chain; null for an id that was never merged (removed outright,
 * or unknown) or whose chain ends at a library removed outright.
 */
export async function survivingLibraryId(db: Database, id: string): Promise<string | null> {
  // PostgreSQL's text cannot hold NUL, so no id with one was ever stored.
  if (id.includes('\u0000')) return null;
  let current = id;
  for (let merges = 0; merges < MAX_MERGES; merges += 1) {
    const [removed] = await db
      .select({ mergedInto: removedLibraries.mergedInto })
      .from(removedLibraries)
      .where(eq(removedLibraries.id, current))
      .limit(1);
    if (!removed?.mergedInto) return null;
    current = removed.mergedInto;
    const [live] = await db
      .select({ id: libraries.id })
      .from(libraries)
      .where(eq(libraries.id, current))
      .limit(1);
    if (live) return live.id;
  }
  return null;
}
