import { eq, max } from 'drizzle-orm';
import type { Database } from '../db/client';
import { libraries } from '../db/schema';
import { NotFoundError } from '../errors/HttpError';
import type { CatalogLanguage } from './catalogText';
import { changeFeedXml } from '../formats/changeFeedXml';
import { feedEvents } from './feedEvents';
import { survivingLibraryId } from './survivingLibraryId';

/** Entries a feed carries: the latest changes, enough for a reader polling now and then. */
export const FEED_ENTRIES = 50;

export interface ChangeFeedRequest {
  origin: string;
  language: CatalogLanguage;
  /** The library whose feed is asked for; left out, the directory's. */
  libraryId?: string | undefined;
}

/**
 * GET /feed.xml and /libraries/{id}/feed.xml: the feed's XML, read from the database on each
 * request (a few small indexed reads, so a change written through any server is in the next
 * one); for the id of a library merged into another, the id its feed moved to; 404 for any
 * other id that names no library.
 */
export async function changeFeed(
  db: Database,
  { origin, language, libraryId }: ChangeFeedRequest,
): Promise<{ xml: string } | { movedTo: string }> {
  if (libraryId === undefined) {
    const events = await feedEvents(db, undefined, FEED_ENTRIES);
    // Dated by its newest entry; with none (a directory with no history), by the data itself.
    const [newest] =
      events.length > 0 ? [] : await db.select({ at: max(libraries.updatedAt) }).from(libraries);
    return {
      xml: changeFeedXml({ origin, language, events, updated: newest?.at ?? new Date(0) }),
    };
  }
  const [library] = libraryId.includes('\u0000')
    ? []
    : await db
        .select({ id: libraries.id, name: libraries.libName, updatedAt: libraries.updatedAt })
        .from(libraries)
        .where(eq(libraries.id, libraryId))
        .limit(1);
  if (!library) {
    const survivor = await survivingLibraryId(db, libraryId);
    if (survivor === null) throw new NotFoundError('Library not found');
    return { movedTo: survivor };
  }
  const events = await feedEvents(db, libraryId, FEED_ENTRIES);
  return {
    xml: changeFeedXml({ origin, language, library, events, updated: library.updatedAt }),
  };
}
