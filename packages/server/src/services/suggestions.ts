import type {
  Comment,
  CommentCreateInput,
  Suggestion,
  SuggestionStatusUpdate,
  suggestionCreateSchema,
} from '@libatlas/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { now } from './clock';
import { isForeignKeyViolation } from '../db/errors';
import { comments, suggestions, suggestionVotes, users, type SuggestionRow } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors/HttpError';
import { isUuid } from './ids';
import type { AuthContext } from './sessions';

export type SuggestionCreate = z.output<typeof suggestionCreateSchema>;

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
  const [votes, commentRows] = await Promise.all([
    db
      .select({ suggestionId: suggestionVotes.suggestionId, userId: suggestionVotes.userId })
      .from(suggestionVotes)
      .where(inArray(suggestionVotes.suggestionId, ids))
      .orderBy(asc(suggestionVotes.createdAt), asc(suggestionVotes.userId)),
    db
      .select({ comment: comments, userName: users.name })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.userId))
      .where(inArray(comments.suggestionId, ids))
      .orderBy(asc(comments.createdAt), asc(comments.id)),
  ]);
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
  }));
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
      createdAt: suggestions.createdAt,
      updatedAt: suggestions.updatedAt,
      userName: users.name,
    })
    .from(suggestions)
    .leftJoin(users, eq(users.id, suggestions.userId));
}

/** Every suggestion, newest first (spec §4: new suggestions are added at the top). Public. */
export async function listSuggestions(db: Database): Promise<Suggestion[]> {
  const rows = await selectWithAuthor(db).orderBy(
    desc(suggestions.createdAt),
    desc(suggestions.id),
  );
  return withVotesAndComments(db, rows);
}

async function readSuggestion(db: Reader, id: string): Promise<Suggestion> {
  if (!isUuid(id)) throw new NotFoundError('Suggestion not found');
  const rows = await selectWithAuthor(db).where(eq(suggestions.id, id)).limit(1);
  const [suggestion] = await withVotesAndComments(db, rows);
  if (!suggestion) throw new NotFoundError('Suggestion not found');
  return suggestion;
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
    const [row] = await db
      .insert(comments)
      .values({ suggestionId: id, userId: auth.user.id, content: input.content, createdAt: now() })
      .returning();
    return toComment(row!, auth.user.name);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new NotFoundError('Suggestion not found');
    throw error;
  }
}

/** PATCH /api/suggestions/{id}/status (admin): only a pending suggestion moves, to approved or rejected. */
export async function updateSuggestionStatus(
  db: Database,
  id: string,
  input: SuggestionStatusUpdate,
): Promise<Suggestion> {
  if (!isUuid(id)) throw new NotFoundError('Suggestion not found');
  const [row] = await db
    .update(suggestions)
    .set({ status: input.status, updatedAt: now() })
    .where(and(eq(suggestions.id, id), eq(suggestions.status, 'pending')))
    .returning({ id: suggestions.id });
  if (!row) {
    const [existing] = await db
      .select({ status: suggestions.status })
      .from(suggestions)
      .where(eq(suggestions.id, id))
      .limit(1);
    if (!existing) throw new NotFoundError('Suggestion not found');
    throw new ConflictError(
      `Suggestion is already ${existing.status}; only a pending suggestion can change status`,
      'suggestionNotPending',
    );
  }
  return readSuggestion(db, id);
}
