import { max } from 'drizzle-orm';
import type { Database } from '../db/client';
import { removedLibraries } from '../db/schema';

/**
 * When a library was last removed from the directory (ISO 8601), or undefined when none ever was:
 * a change of the data that no remaining library's `updatedAt` shows.
 */
export async function latestRemoval(db: Database): Promise<string | undefined> {
  const [row] = await db.select({ at: max(removedLibraries.removedAt) }).from(removedLibraries);
  return row?.at ? row.at.toISOString() : undefined;
}
