import { asc } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  comments,
  libraries,
  libraryChanges,
  libraryProposals,
  notifications,
  sessions,
  siteSettings,
  suggestions,
  suggestionVotes,
  uploads,
  users,
} from '../../src/db/schema';
import { storedUploads } from './storedUploads';

/** Every row of every table, in a stable order, plus the stored uploads: to prove nothing changed. */
export async function databaseSnapshot(db: Database, dataDir: string): Promise<string> {
  const [
    libraryRows,
    userRows,
    sessionRows,
    suggestionRows,
    voteRows,
    commentRows,
    uploadRows,
    settingRows,
    changeRows,
    proposalRows,
    notificationRows,
    files,
  ] = await Promise.all([
    db.select().from(libraries).orderBy(asc(libraries.id)),
    db.select().from(users).orderBy(asc(users.id)),
    db.select().from(sessions).orderBy(asc(sessions.tokenHash)),
    db.select().from(suggestions).orderBy(asc(suggestions.id)),
    db
      .select()
      .from(suggestionVotes)
      .orderBy(asc(suggestionVotes.suggestionId), asc(suggestionVotes.userId)),
    db.select().from(comments).orderBy(asc(comments.id)),
    db.select().from(uploads).orderBy(asc(uploads.name)),
    db.select().from(siteSettings),
    db.select().from(libraryChanges).orderBy(asc(libraryChanges.id)),
    db.select().from(libraryProposals).orderBy(asc(libraryProposals.suggestionId)),
    db.select().from(notifications).orderBy(asc(notifications.id)),
    storedUploads(db, dataDir),
  ]);
  return JSON.stringify({
    libraryRows,
    userRows,
    sessionRows,
    suggestionRows,
    voteRows,
    commentRows,
    uploadRows,
    settingRows,
    changeRows,
    proposalRows,
    notificationRows,
    files,
  });
}
