import {
  LIBRARY_FIELDS,
  REVERTIBLE_CHANGE_KINDS,
  libraryFieldValue,
  sameFieldValue,
  sourcedFieldOf,
  type FactSources,
  type Library,
  type LibraryChange,
  type LibraryChangeKind,
  type LibraryField,
  type LibraryFieldChange,
  type LibraryHistorySummary,
  type LibraryRevertResult,
} from '@libatlas/contracts';
import { and, countDistinct, desc, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { Writer } from '../db/Writer';
import { libraries, libraryChanges, suggestions, users } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors/HttpError';
import { LibraryConflictError } from '../errors/LibraryConflictError';
import { now } from './clock';
import { isUuid } from './ids';
import { libraryChangeColumns } from './libraryFieldColumns';
import { librarySearchColumns } from '../search/librarySearchColumns';
import { placeLibrary } from '../search/placeLibrary';
import { toLibrary } from './libraries';
import { lockLibrary } from './lockLibrary';
import type { AuthContext } from './sessions';

export interface RecordedChange {
  libraryId: string;
  kind: LibraryChangeKind;
  userId: string | null;
  suggestionId?: string | null;
  revertsId?: string | null;
  /** The library's revision after the change. */
  revision: number;
  changes: readonly LibraryFieldChange[];
  /** When it happened: the library row's `updated_at`, so the two agree. */
  createdAt: Date;
}

/** Writes one entry of a library's history, in the transaction that changed the library. */
export async function recordLibraryChange(tx: Writer, change: RecordedChange): Promise<string> {
  const [row] = await tx
    .insert(libraryChanges)
    .values({
      libraryId: change.libraryId,
      kind: change.kind,
      userId: change.userId,
      suggestionId: change.suggestionId ?? null,
      revertsId: change.revertsId ?? null,
      revision: change.revision,
      changes: [...change.changes],
      createdAt: change.createdAt,
    })
    .returning({ id: libraryChanges.id });
  return row!.id;
}

/** A new library's fields as a change from nothing: how a creation or a seed is recorded. */
export function creationChanges(library: Library): LibraryFieldChange[] {
  return LIBRARY_FIELDS.map((field) => ({
    field,
    old: null,
    new: libraryFieldValue(library, field),
  }));
}

async function requireLibrary(db: Pick<Database, 'select'>, id: string): Promise<void> {
  const [row] = await db
    .select({ id: libraries.id })
    .from(libraries)
    .where(eq(libraries.id, id))
    .limit(1);
  if (!row) throw new NotFoundError('Library not found');
}

function selectChanges(db: Pick<Database, 'select'>) {
  const authors = alias(users, 'suggestion_authors');
  const reverts = alias(libraryChanges, 'reverts');
  return db
    .select({
      change: libraryChanges,
      userName: users.name,
      suggestionAuthorName: authors.name,
      revertedById: reverts.id,
    })
    .from(libraryChanges)
    .leftJoin(users, eq(users.id, libraryChanges.userId))
    .leftJoin(suggestions, eq(suggestions.id, libraryChanges.suggestionId))
    .leftJoin(authors, eq(authors.id, suggestions.userId))
    .leftJoin(reverts, eq(reverts.revertsId, libraryChanges.id));
}

type ChangeRow = Awaited<ReturnType<ReturnType<typeof selectChanges>['execute']>>[number];

function toLibraryChange({
  change,
  userName,
  suggestionAuthorName,
  revertedById,
}: ChangeRow): LibraryChange {
  return {
    id: change.id,
    libraryId: change.libraryId,
    kind: change.kind,
    createdAt: change.createdAt.toISOString(),
    userId: change.userId,
    userName: change.userId ? userName : null,
    suggestionId: change.suggestionId,
    suggestionAuthorName: change.suggestionId ? suggestionAuthorName : null,
    revertsId: change.revertsId,
    revertedById,
    revision: change.revision,
    changes: change.changes,
  };
}

/** GET /api/libraries/{id}/history (admin): every change of the library, newest first. */
export async function listLibraryHistory(
  db: Database,
  libraryId: string,
): Promise<LibraryChange[]> {
  await requireLibrary(db, libraryId);
  const rows = await selectChanges(db)
    .where(eq(libraryChanges.libraryId, libraryId))
    .orderBy(desc(libraryChanges.createdAt), desc(libraryChanges.revision));
  return rows.map(toLibraryChange);
}

/**
 * GET /api/libraries/{id}/history/summary (everyone): when the library last changed, and how many
 * readers improved it (the authors of its applied proposals that no one has reverted).
 */
export async function libraryHistorySummary(
  db: Database,
  libraryId: string,
): Promise<LibraryHistorySummary> {
  const [library] = await db
    .select({ updatedAt: libraries.updatedAt })
    .from(libraries)
    .where(eq(libraries.id, libraryId))
    .limit(1);
  if (!library) throw new NotFoundError('Library not found');
  const reverts = alias(libraryChanges, 'reverts');
  const [row] = await db
    .select({ readers: countDistinct(suggestions.userId) })
    .from(libraryChanges)
    .innerJoin(suggestions, eq(suggestions.id, libraryChanges.suggestionId))
    .where(
      and(
        eq(libraryChanges.libraryId, libraryId),
        eq(libraryChanges.kind, 'proposal'),
        isNotNull(suggestions.userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reverts)
            .where(eq(reverts.revertsId, libraryChanges.id)),
        ),
      ),
    );
  return { lastUpdated: library.updatedAt.toISOString(), improvedBy: Number(row?.readers ?? 0) };
}

/**
 * The fact sources without those of `fields`: a value a revert puts back is not the one the page
 * named now states (the history does not keep which page stated the value put back).
 */
function withoutSourcesOf(sources: FactSources, fields: readonly LibraryField[]): FactSources {
  const kept = { ...sources };
  for (const field of fields) {
    const sourced = sourcedFieldOf(field);
    if (sourced) delete kept[sourced];
  }
  return kept;
}

/**
 * POST /api/libraries/{id}/history/{changeId}/revert (admin): puts back the values the change
 * replaced, as a new change of kind `revert` (so the revert is itself in the history and can be
 * reverted). A field changed again since answers 409 `libraryConflict` and writes nothing; a
 * creation, or a change already reverted, 409 `changeNotRevertible`.
 */
export async function revertLibraryChange(
  db: Database,
  auth: AuthContext,
  libraryId: string,
  changeId: string,
): Promise<LibraryRevertResult> {
  if (!isUuid(changeId)) throw new NotFoundError('Change not found');
  return db.transaction(async (tx) => {
    const row = await lockLibrary(tx, libraryId);
    const [target] = await selectChanges(tx)
      .where(and(eq(libraryChanges.id, changeId), eq(libraryChanges.libraryId, libraryId)))
      .limit(1);
    if (!target) throw new NotFoundError('Change not found');
    if (!REVERTIBLE_CHANGE_KINDS.includes(target.change.kind)) {
      throw new ConflictError(
        `A change of kind ${target.change.kind} cannot be reverted`,
        'changeNotRevertible',
      );
    }
    if (target.revertedById) {
      throw new ConflictError('This change has already been reverted', 'changeNotRevertible');
    }
    const current = toLibrary(row);
    const conflicts = target.change.changes.filter(({ field, old, new: next }) => {
      const value = libraryFieldValue(current, field);
      return !sameFieldValue(value, next) && !sameFieldValue(value, old);
    });
    if (conflicts.length > 0) {
      throw new LibraryConflictError(
        current,
        conflicts.map((change) => change.field),
      );
    }
    const undo = target.change.changes
      .map(({ field, old }) => ({ field, old: libraryFieldValue(current, field), new: old }))
      .filter((change) => !sameFieldValue(change.old, change.new));
    let after = row;
    if (undo.length > 0) {
      const columns = libraryChangeColumns(
        undo.map((change) => ({ field: change.field, value: change.new })),
      );
      const [updated] = await tx
        .update(libraries)
        .set({
          ...columns,
          ...librarySearchColumns({ ...row, ...columns }),
          factSources: withoutSourcesOf(
            row.factSources,
            undo.map((change) => change.field),
          ),
          updatedAt: now(),
        })
        .where(eq(libraries.id, libraryId))
        .returning();
      after = updated!;
      await placeLibrary(tx, libraryId, undo);
    }
    const id = await recordLibraryChange(tx, {
      libraryId,
      kind: 'revert',
      userId: auth.user.id,
      revertsId: target.change.id,
      revision: after.revision,
      changes: undo,
      createdAt: undo.length > 0 ? after.updatedAt : now(),
    });
    const [recorded] = await selectChanges(tx).where(eq(libraryChanges.id, id)).limit(1);
    return { library: toLibrary(after), change: toLibraryChange(recorded!) };
  });
}
