import {
  PROPOSABLE_FIELDS,
  libraryFieldValue,
  proposalSummary,
  sameFieldValue,
  sourcedFieldOf,
  validationMessages,
  type FactSources,
  type Library,
  type LibraryFieldChange,
  type LibraryFieldValue,
  type LibraryProposalPayload,
  type ProposableField,
  type ProposalApplyInput,
  type ProposalApplyResult,
  type Suggestion,
} from '@libatlas/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isForeignKeyViolation } from '../db/errors';
import type { Writer } from '../db/Writer';
import { libraries, libraryProposals, suggestions, type LibraryRow } from '../db/schema';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../errors/HttpError';
import { LibraryConflictError } from '../errors/LibraryConflictError';
import { now } from './clock';
import { isUuid } from './ids';
import { toLibrary } from './libraries';
import { libraryChangeColumns } from './libraryFieldColumns';
import { librarySearchColumns } from '../search/librarySearchColumns';
import { placeLibrary } from '../search/placeLibrary';
import { recordLibraryChange } from './libraryHistory';
import { lockLibrary } from './lockLibrary';
import { notify } from './notifications';
import type { AuthContext } from './sessions';
import { notPendingError, readSuggestion } from './suggestions';

type ProposedChanges = LibraryProposalPayload['changes'];

/** The values a proposal sends, by field, in the order a diff lists them. */
function proposedValues(changes: ProposedChanges): Map<ProposableField, LibraryFieldValue> {
  const given: Partial<Record<ProposableField, LibraryFieldValue | undefined>> = {
    lib_name: changes.lib_name,
    address: changes.address,
    operatingHours: changes.operatingHours,
    'contact.phone': changes.contact?.phone,
    'contact.email': changes.contact?.email,
    website: changes.website,
    languages: changes.languages,
    location: changes.location && { lat: changes.location.lat, lng: changes.location.lng },
  };
  return new Map(
    PROPOSABLE_FIELDS.flatMap((field) => {
      const value = given[field];
      return value === undefined ? [] : [[field, value] as const];
    }),
  );
}

/**
 * The fields a proposal would change in `current`, each old → new. A value equal to the current
 * one is no change; a known phone or email may not be emptied (as an admin's edit may not); a
 * proposal that changes nothing is refused.
 */
function proposalChanges(current: Library, changes: ProposedChanges): LibraryFieldChange[] {
  const result: LibraryFieldChange[] = [];
  const blanked: string[] = [];
  for (const [field, value] of proposedValues(changes)) {
    const old = libraryFieldValue(current, field);
    if (sameFieldValue(old, value)) continue;
    if ((field === 'contact.phone' || field === 'contact.email') && old !== '' && value === '') {
      blanked.push(field);
    }
    result.push({ field, old, new: value });
  }
  if (blanked.length > 0) {
    throw new BadRequestError(
      'A known contact cannot be emptied',
      blanked.map((path) => ({ path: `changes.${path}`, message: validationMessages.required })),
    );
  }
  if (result.length === 0) {
    throw new BadRequestError('The proposal changes nothing', [
      { path: 'changes', message: validationMessages.noChanges },
    ]);
  }
  return result;
}

/**
 * POST /api/libraries/{id}/proposals (signed in): "Suggest an edit". The proposal becomes a
 * pending suggestion of type `improvement` linked to the library, whose content is a readable
 * summary in both languages, so the board and spec §7's calls show it as any other; it keeps each
 * field's current value and the library's revision, for the review's diff and conflict check.
 */
export async function createProposal(
  db: Database,
  auth: AuthContext,
  libraryId: string,
  payload: LibraryProposalPayload,
): Promise<Suggestion> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(libraries)
        .where(eq(libraries.id, libraryId))
        .for('key share');
      if (!row) throw new NotFoundError('Library not found');
      const current = toLibrary(row);
      const changes = proposalChanges(current, payload.changes);
      const [suggestion] = await tx
        .insert(suggestions)
        .values({
          type: 'improvement',
          content: proposalSummary({
            libraryName: current.lib_name,
            changes,
            source: payload.source,
            note: payload.note,
          }),
          userId: auth.user.id,
          libraryId,
          createdAt: now(),
        })
        .returning({ id: suggestions.id });
      await tx.insert(libraryProposals).values({
        suggestionId: suggestion!.id,
        libraryName: current.lib_name,
        revision: row.revision,
        changes,
        source: payload.source,
        note: payload.note,
      });
      return readSuggestion(tx, suggestion!.id);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new NotFoundError('Library not found');
    throw error;
  }
}

/** A suggestion locked for the transaction, with its proposal; 404 when either is missing. */
async function lockProposal(tx: Writer, id: string) {
  if (!isUuid(id)) throw new NotFoundError('Suggestion not found');
  const [suggestion] = await tx
    .select()
    .from(suggestions)
    .where(eq(suggestions.id, id))
    .for('update');
  if (!suggestion) throw new NotFoundError('Suggestion not found');
  const [proposal] = await tx
    .select()
    .from(libraryProposals)
    .where(eq(libraryProposals.suggestionId, id));
  return { suggestion, proposal };
}

/**
 * PUT /api/suggestions/{id}/proposal: its author corrects a pending proposal. It is read afresh
 * against the library as it stands now (values and revision), and its summary rewritten.
 */
export async function correctProposal(
  db: Database,
  auth: AuthContext,
  id: string,
  payload: LibraryProposalPayload,
): Promise<Suggestion> {
  return db.transaction(async (tx) => {
    const { suggestion, proposal } = await lockProposal(tx, id);
    if (suggestion.userId !== auth.user.id) {
      throw new ForbiddenError('Only its author can change a proposal');
    }
    if (!proposal) throw new ConflictError('This suggestion proposes no edit', 'notAProposal');
    if (suggestion.status !== 'pending') throw await notPendingError(tx, id);
    if (!suggestion.libraryId) throw new NotFoundError('Library not found');
    const [row] = await tx
      .select()
      .from(libraries)
      .where(eq(libraries.id, suggestion.libraryId))
      .for('key share');
    if (!row) throw new NotFoundError('Library not found');
    const current = toLibrary(row);
    const changes = proposalChanges(current, payload.changes);
    await tx
      .update(suggestions)
      .set({
        content: proposalSummary({
          libraryName: current.lib_name,
          changes,
          source: payload.source,
          note: payload.note,
        }),
        updatedAt: now(),
      })
      .where(eq(suggestions.id, id));
    await tx
      .update(libraryProposals)
      .set({
        libraryName: current.lib_name,
        revision: row.revision,
        changes,
        source: payload.source,
        note: payload.note,
      })
      .where(eq(libraryProposals.suggestionId, id));
    return readSuggestion(tx, id);
  });
}

/**
 * The fact sources after applying a proposal's `writes`: each sourced fact written takes the
 * proposal's source as its page (undated: the proposal does not say what date the page states).
 */
function proposedFactSources(
  row: LibraryRow,
  writes: readonly { field: LibraryFieldChange['field'] }[],
  source: string,
): FactSources {
  const factSources = { ...row.factSources };
  for (const write of writes) {
    const sourced = sourcedFieldOf(write.field);
    if (sourced) factSources[sourced] = { url: source, date: 'undated' };
  }
  return factSources;
}

/**
 * POST /api/suggestions/{id}/apply (admin): applies the proposal's fields (all, or those named)
 * to the library in one transaction, records the change in its history, approves the suggestion
 * and tells its author. The library's row is locked first; when its revision moved since the
 * proposal was made, each chosen field must still hold the value the proposal read (or already
 * the one it proposes), else the answer is 409 `libraryConflict` with the library as it stands,
 * and nothing is written.
 */
export async function applyProposal(
  db: Database,
  auth: AuthContext,
  id: string,
  input: ProposalApplyInput,
): Promise<ProposalApplyResult> {
  return db.transaction(async (tx) => {
    const { suggestion, proposal } = await lockProposal(tx, id);
    if (!proposal) throw new ConflictError('This suggestion proposes no edit', 'notAProposal');
    if (suggestion.status !== 'pending') throw await notPendingError(tx, id);
    const proposed = new Map(proposal.changes.map((change) => [change.field, change]));
    const fields = input.fields ?? proposal.changes.map((change) => change.field);
    const unknown = fields.filter((field) => !proposed.has(field));
    if (unknown.length > 0) {
      throw new BadRequestError('These fields are not in the proposal', [
        { path: 'fields', message: validationMessages.invalidChoice },
      ]);
    }
    if (!suggestion.libraryId) throw new NotFoundError('Library not found');
    const row = await lockLibrary(tx, suggestion.libraryId);
    const current = toLibrary(row);
    const chosen = proposal.changes.filter((change) => fields.includes(change.field));
    if (row.revision !== proposal.revision) {
      const conflicts = chosen.filter(({ field, old, new: next }) => {
        const value = libraryFieldValue(current, field);
        return !sameFieldValue(value, old) && !sameFieldValue(value, next);
      });
      if (conflicts.length > 0) {
        throw new LibraryConflictError(
          current,
          conflicts.map((change) => change.field),
        );
      }
    }
    const writes = chosen
      .map(({ field, new: next }) => ({ field, old: libraryFieldValue(current, field), new: next }))
      .filter((change) => !sameFieldValue(change.old, change.new));
    let after = row;
    if (writes.length > 0) {
      const columns = libraryChangeColumns(
        writes.map((change) => ({ field: change.field, value: change.new })),
      );
      const [updated] = await tx
        .update(libraries)
        .set({
          ...columns,
          ...librarySearchColumns({ ...row, ...columns }),
          factSources: proposedFactSources(row, writes, proposal.source),
          updatedAt: now(),
        })
        .where(eq(libraries.id, row.id))
        .returning();
      after = updated!;
      await placeLibrary(tx, row.id, writes);
      await recordLibraryChange(tx, {
        libraryId: row.id,
        kind: 'proposal',
        userId: auth.user.id,
        suggestionId: id,
        revision: after.revision,
        changes: writes,
        createdAt: after.updatedAt,
      });
    }
    const at = now();
    await tx
      .update(suggestions)
      .set({ status: 'approved', updatedAt: at })
      .where(eq(suggestions.id, id));
    await tx
      .update(libraryProposals)
      .set({ appliedFields: [...fields], appliedAt: at, appliedBy: auth.user.id })
      .where(eq(libraryProposals.suggestionId, id));
    await notify(tx, {
      recipientId: suggestion.userId,
      actorId: auth.user.id,
      kind: 'applied',
      suggestionId: id,
      fields,
    });
    return { suggestion: await readSuggestion(tx, id), library: toLibrary(after) };
  });
}
