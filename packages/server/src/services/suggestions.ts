import type {
  Comment,
  CommentCreateInput,
  LibraryProposal,
  Suggestion,
  SuggestionStatusUpdate,
  suggestionCreateSchema,
  suggestionListQuerySchema,
} from '@libatlas/contracts';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { now } from './clock';
import { isForeignKeyViolation } from '../db/errors';
import {
  comments,
  libraryProposals,
  suggestions,
  suggestionVotes,
  users,
  type SuggestionRow,
} from '../db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors/HttpError';
import { isUuid } from './ids';
import { notify } from './notifications';
import type { AuthContext } from './sessions';

export type SuggestionCreate = z.output<typeof suggestionCreateSchema>;
export type SuggestionListQuery = z.output<typeof suggestionListQuerySchema>;

/** Any Drizzle handle that can read: the database or a transaction on it. */
type Reader = Pick<Database, 'select'>;

type SuggestionWithAuthor = SuggestionRow & { userName: string | null };

/** Assembles suggestions with their votes (user ids) and comments (oldest first, with author names). */
async function withVotesAndComments(
  db: Reader,
  rows: SuggestionWithAuthor[],
): Promise<Suggestion[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One query after the other: `db` may be a transaction, whose one connection takes one query at
  // a time (node-postgres queues the others, deprecated, and refuses them from pg 9).
  const votes = await db
    .select({ suggestionId: suggestionVotes.suggestionId, userId: suggestionVotes.userId })
    .from(suggestionVotes)
    .where(inArray(suggestionVotes.suggestionId, ids))
    .orderBy(asc(suggestionVotes.createdAt), asc(suggestionVotes.userId));
  const commentRows = await db
    .select({ comment: comments, userName: users.name })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(inArray(comments.suggestionId, ids))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const proposalRows = await db
    .select()
    .from(libraryProposals)
    .where(inArray(libraryProposals.suggestionId, ids));
  const proposalsBy = new Map(proposalRows.map((row) => [row.suggestionId, row]));
  const votesBy = new Map<string, string[]>();
  for (const vote of votes) {
    const list = votesBy.get(vote.suggestionId) ?? [];
    list.push(vote.userId);
    votesBy.set(vote.suggestionId, list);
  }
  const commentsBy = new Map<string, Comment[]>();
  for (const { comment, userName } of commentRows) {
    const list = commentsBy.get(comment.suggestionId) ?? [];
    list.push(toComment(comment, userName));
    commentsBy.set(comment.suggestionId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    content: row.content,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    userId: row.userId,
    userName: row.userName,
    votes: votesBy.get(row.id) ?? [],
    comments: commentsBy.get(row.id) ?? [],
    libraryId: row.libraryId,
    proposal: toProposal(proposalsBy.get(row.id), row.libraryId),
  }));
}

function toProposal(
  row: typeof libraryProposals.$inferSelect | undefined,
  libraryId: string | null,
): LibraryProposal | null {
  if (!row) return null;
  return {
    libraryId,
    libraryName: row.libraryName,
    revision: row.revision,
    changes: row.changes,
    source: row.source,
    note: row.note,
    appliedFields: row.appliedFields,
    appliedAt: row.appliedAt?.toISOString() ?? null,
  };
}

function toComment(row: typeof comments.$inferSelect, userName: string | null): Comment {
  return {
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    userId: row.userId,
    userName: row.userId ? userName : null,
  };
}

function selectWithAuthor(db: Reader) {
  return db
    .select({
      id: suggestions.id,
      type: suggestions.type,
      content: suggestions.content,
      status: suggestions.status,
      userId: suggestions.userId,
      libraryId: suggestions.libraryId,
      createdAt: suggestions.createdAt,
      updatedAt: suggestions.updatedAt,
      userName: users.name,
    })
    .from(suggestions)
    .leftJoin(users, eq(users.id, suggestions.userId));
}

/** `%` and `_` are the words' own characters, not LIKE's wildcards. */
function containsPattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * GET /api/suggestions (public). Without a query: every suggestion, newest first (spec §4: new
 * suggestions are added at the top). With one: ordered by votes or comments (newest first among
 * equals), the words searched in one language's content (or both), filtered by library, type and
 * status.
 */
export async function listSuggestions(
  db: Database,
  query: SuggestionListQuery = { sort: 'newest' },
): Promise<Suggestion[]> {
  const filters: SQL[] = [];
  const words = query.q?.trim();
  if (words) {
    const pattern = containsPattern(words);
    const inLanguage = (language: 'en' | 'ar') =>
      ilike(sql`${suggestions.content} ->> ${language}`, pattern);
    filters.push(query.lang ? inLanguage(query.lang) : or(inLanguage('en'), inLanguage('ar'))!);
  }
  if (query.library) filters.push(eq(suggestions.libraryId, query.library));
  if (query.type) filters.push(eq(suggestions.type, query.type));
  if (query.status) filters.push(eq(suggestions.status, query.status));
  const voteCount = sql`(select count(*) from ${suggestionVotes} where ${suggestionVotes.suggestionId} = ${suggestions.id})`;
  const commentCount = sql`(select count(*) from ${comments} where ${comments.suggestionId} = ${suggestions.id})`;
  const order =
    query.sort === 'votes'
      ? [desc(voteCount)]
      : query.sort === 'comments'
        ? [desc(commentCount)]
        : [];
  const rows = await selectWithAuthor(db)
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(...order, desc(suggestions.createdAt), desc(suggestions.id));
  return withVotesAndComments(db, rows);
}

export async function readSuggestion(db: Reader, id: string): Promise<Suggestion> {
  if (!isUuid(id)) throw new NotFoundError('Suggestion not found');
  const rows = await selectWithAuthor(db).where(eq(suggestions.id, id)).limit(1);
  const [suggestion] = await withVotesAndComments(db, rows);
  if (!suggestion) throw new NotFoundError('Suggestion not found');
  return suggestion;
}

/** GET /api/suggestions/{id} (public): one suggestion, as the list answers it. */
export async function getSuggestion(db: Database, id: string): Promise<Suggestion> {
  return readSuggestion(db, id);
}

export async function createSuggestion(
  db: Database,
  auth: AuthContext,
  input: SuggestionCreate,
): Promise<Suggestion> {
  const [row] = await db
    .insert(suggestions)
    .values({ type: input.type, content: input.content, userId: auth.user.id, createdAt: now() })
    .returning();
  return readSuggestion(db, row!.id);
}

/**
 * Toggles the caller's vote and answers the suggestion as it stands after the toggle. The pair is
 * locked for the transaction, so concurrent toggles by one user apply one after the other (an even
 * number of them leaves no vote) while different users never wait on each other; the primary key
 * (suggestion_id, user_id) keeps one vote per user whatever happens.
 */
export async function toggleVote(db: Database, auth: AuthContext, id: string): Promise<Suggestion> {
  if (!isUuid(id)) throw new NotFoundError('Suggestion not found');
  const userId = auth.user.id;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`vote:${id}:${userId}`}, 0))`,
      );
      const [exists] = await tx
        .select({ id: suggestions.id })
        .from(suggestions)
        .where(eq(suggestions.id, id))
        .limit(1);
      if (!exists) throw new NotFoundError('Suggestion not found');
      const removed = await tx
        .delete(suggestionVotes)
        .where(and(eq(suggestionVotes.suggestionId, id), eq(suggestionVotes.userId, userId)))
        .returning({ userId: suggestionVotes.userId });
      if (removed.length === 0) {
        await tx
          .insert(suggestionVotes)
          .values({ suggestionId: id, userId, createdAt: now() })
          .onConflictDoNothing();
      }
      return readSuggestion(tx, id);
    });
  } catch (error) {
    // The suggestion (or the voter) was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw new NotFoundError('Suggestion not found');
    throw error;
  }
}

export async function addComment(
  db: Database,
  auth: AuthContext,
  id: string,
  input: Required<CommentCreateInput>,
): Promise<Comment> {
  if (!isUuid(id)) throw new NotFoundError('Suggestion not found');
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(comments)
        .values({
          suggestionId: id,
          userId: auth.user.id,
          content: input.content,
          createdAt: now(),
        })
        .returning();
      const [suggestion] = await tx
        .select({ userId: suggestions.userId })
        .from(suggestions)
        .where(eq(suggestions.id, id));
      await notify(tx, {
        recipientId: suggestion?.userId ?? null,
        actorId: auth.user.id,
        kind: 'commented',
        suggestionId: id,
      });
      return toComment(row!, auth.user.name);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new NotFoundError('Suggestion not found');
    throw error;
  }
}

/** The 409 of a suggestion that is no longer pending, or the 404 of one that is not there. */
export async function notPendingError(db: Reader, id: string): Promise<Error> {
  const [existing] = await db
    .select({ status: suggestions.status })
    .from(suggestions)
    .where(eq(suggestions.id, id))
    .limit(1);
  if (!existing) return new NotFoundError('Suggestion not found');
  return new ConflictError(
    `Suggestion is already ${existing.status}; only a pending suggestion can change status`,
    'suggestionNotPending',
  );
}

/**
 * PATCH /api/suggestions/{id}/status (admin): only a pending suggestion moves, to approved or
 * rejected; its author is told.
 */
export async function updateSuggestionStatus(
  db: Database,
  auth: AuthContext,
  id: string,
  input: SuggestionStatusUpdate,
): Promise<Suggestion> {
  if (!isUuid(id)) throw new NotFoundError('Suggestion not found');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(suggestions)
      .set({ status: input.status, updatedAt: now() })
      .where(and(eq(suggestions.id, id), eq(suggestions.status, 'pending')))
      .returning({ id: suggestions.id, userId: suggestions.userId });
    if (!row) throw await notPendingError(tx, id);
    await notify(tx, {
      recipientId: row.userId,
      actorId: auth.user.id,
      kind: input.status,
      suggestionId: id,
    });
    return readSuggestion(tx, id);
  });
}

/**
 * DELETE /api/suggestions/{id}: its author withdraws a suggestion (a proposed edit with it) while
 * it is pending; no one else may, admins included.
 */
export async function withdrawSuggestion(
  db: Database,
  auth: AuthContext,
  id: string,
): Promise<{ id: string }> {
  if (!isUuid(id)) throw new NotFoundError('Suggestion not found');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: suggestions.userId, status: suggestions.status })
      .from(suggestions)
      .where(eq(suggestions.id, id))
      .for('update');
    if (!row) throw new NotFoundError('Suggestion not found');
    if (row.userId !== auth.user.id) {
      throw new ForbiddenError('Only its author can withdraw a suggestion');
    }
    if (row.status !== 'pending') throw await notPendingError(tx, id);
    await tx.delete(suggestions).where(eq(suggestions.id, id));
    return { id };
  });
}
