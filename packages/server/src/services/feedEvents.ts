import type { LibraryChangeKind, LibraryField } from '@libatlas/contracts';
import { and, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { libraries, libraryChanges, removedLibraries, type Bilingual } from '../db/schema';

/** A library as the feed names it. */
export interface FeedLibrary {
  id: string;
  name: Bilingual;
  country: Bilingual;
}

/** One piece of news in a change feed. */
export type FeedEvent =
  | {
      kind: 'change';
      /** The change's id in the library's history. */
      id: string;
      at: Date;
      change: LibraryChangeKind;
      /** Whether it made the record (a creation, or the seed's insertion). */
      creation: boolean;
      library: FeedLibrary;
      /** The fields it changed, in the history's order. */
      fields: LibraryField[];
      /** The reader's suggestion an applied proposal came from, while it exists. */
      suggestionId: string | null;
    }
  | {
      /** The seed's insertion of several libraries at once (the directory's first fill). */
      kind: 'seeded';
      at: Date;
      libraries: FeedLibrary[];
    }
  | {
      kind: 'removed';
      at: Date;
      library: { id: string; name: Bilingual };
      /** The library it was merged into (its name as it is now, or as it was when it went). */
      mergedInto: { id: string; name: Bilingual | null } | null;
    };

/**
 * A seed's insertion is revision 1 of kind `seed`; a later `seed` change is the seed data
 * refreshing a record (a revision after the first), which is news like any edit.
 */
const seedInsertion = and(eq(libraryChanges.kind, 'seed'), eq(libraryChanges.revision, 1))!;

async function changeEvents(db: Database, where: SQL, limit: number): Promise<FeedEvent[]> {
  const rows = await db
    .select({
      change: {
        id: libraryChanges.id,
        kind: libraryChanges.kind,
        revision: libraryChanges.revision,
        createdAt: libraryChanges.createdAt,
        suggestionId: libraryChanges.suggestionId,
        changes: libraryChanges.changes,
      },
      library: { id: libraries.id, name: libraries.libName, country: libraries.country },
    })
    .from(libraryChanges)
    .innerJoin(libraries, eq(libraries.id, libraryChanges.libraryId))
    .where(where)
    .orderBy(desc(libraryChanges.createdAt), desc(libraryChanges.revision), desc(libraryChanges.id))
    .limit(limit);
  return rows.map(({ change, library }) => ({
    kind: 'change',
    id: change.id,
    at: change.createdAt,
    change: change.kind,
    creation: change.kind === 'create' || (change.kind === 'seed' && change.revision === 1),
    library,
    fields: change.changes.map((fieldChange) => fieldChange.field),
    suggestionId: change.suggestionId,
  }));
}

/** The seed's insertions, one event per batch (its rows share the transaction's time). */
async function seededEvents(db: Database, limit: number): Promise<FeedEvent[]> {
  const rows = await db
    .select({
      at: libraryChanges.createdAt,
      libraries: sql<FeedLibrary[]>`jsonb_agg(jsonb_build_object(
        'id', ${libraries.id}, 'name', ${libraries.libName}, 'country', ${libraries.country}
      ) order by ${libraries.libName} ->> 'en', ${libraries.id})`,
    })
    .from(libraryChanges)
    .innerJoin(libraries, eq(libraries.id, libraryChanges.libraryId))
    .where(seedInsertion)
    .groupBy(libraryChanges.createdAt)
    .orderBy(desc(libraryChanges.createdAt))
    .limit(limit);
  return rows.map((row) => ({ kind: 'seeded', at: row.at, libraries: row.libraries }));
}

async function removalEvents(
  db: Database,
  where: SQL | undefined,
  limit: number,
): Promise<FeedEvent[]> {
  const live = alias(libraries, 'merge_targets');
  const gone = alias(removedLibraries, 'removed_merge_targets');
  const rows = await db
    .select({
      id: removedLibraries.id,
      name: removedLibraries.libName,
      at: removedLibraries.removedAt,
      mergedInto: removedLibraries.mergedInto,
      targetName: sql<Bilingual | null>`coalesce(${live.libName}, ${gone.libName})`,
    })
    .from(removedLibraries)
    .leftJoin(live, eq(live.id, removedLibraries.mergedInto))
    .leftJoin(gone, eq(gone.id, removedLibraries.mergedInto))
    .where(where)
    .orderBy(desc(removedLibraries.removedAt), desc(removedLibraries.id))
    .limit(limit);
  return rows.map((row) => ({
    kind: 'removed',
    at: row.at,
    library: { id: row.id, name: row.name },
    mergedInto: row.mergedInto === null ? null : { id: row.mergedInto, name: row.targetName },
  }));
}

/** Which of two events the feed lists first: the newer; at the same instant, an order of their own. */
function newestFirst(a: FeedEvent, b: FeedEvent): number {
  const byTime = b.at.getTime() - a.at.getTime();
  if (byTime !== 0) return byTime;
  const key = (event: FeedEvent) =>
    event.kind === 'seeded' ? 'seeded' : `${event.kind} ${event.library.id}`;
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
}

/**
 * The latest `limit` events of the directory (`libraryId` undefined) or of one library, newest
 * first. The directory's: every change of every library but the seed's insertions, which come as
 * one event per batch (the first fill of the directory is one piece of news, not two hundred), and
 * every removal. A library's: every change in its history, its own insertion by the seed too, and
 * the removals merged into it. A removed library's history went with it; its removal stays.
 */
export async function feedEvents(
  db: Database,
  libraryId: string | undefined,
  limit: number,
): Promise<FeedEvent[]> {
  const lists =
    libraryId === undefined
      ? await Promise.all([
          changeEvents(db, not(seedInsertion), limit),
          seededEvents(db, limit),
          removalEvents(db, undefined, limit),
        ])
      : await Promise.all([
          changeEvents(db, eq(libraryChanges.libraryId, libraryId), limit),
          removalEvents(db, eq(removedLibraries.mergedInto, libraryId), limit),
        ]);
  return lists.flat().sort(newestFirst).slice(0, limit);
}
