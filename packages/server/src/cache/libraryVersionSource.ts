import { eq } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import { libraryVersions } from '../db/schema';

/** Where a process learns the version of the libraries' data (bumped by every write, migration 0002). */
export interface LibraryVersionSource {
  /** The version as of some moment after this call began: a write that finished before is counted. */
  current(): Promise<number>;
  close(): Promise<void>;
}

const CHANNEL = 'library_version';

/** Reads the version; prepared once, as PostgreSQL may be asked on every request. */
function versionReader(db: Database): () => Promise<number> {
  const query = db
    .select({ version: libraryVersions.version })
    .from(libraryVersions)
    .where(eq(libraryVersions.id, 1))
    .prepare('library_version');
  return async () => {
    const [row] = await query.execute();
    return row?.version ?? 0;
  };
}

/**
 * PostgreSQL: other processes may write, so every call asks the database (one primary-key read).
 * Calls are coalesced: at most one query runs, and calls that arrive meanwhile share the next one,
 * which starts after they arrived, so none is answered with a version read before it was asked.
 */
function polledVersion(db: Database): LibraryVersionSource {
  const readVersion = versionReader(db);
  let running: Promise<number> | undefined;
  let queued: Promise<number> | undefined;
  const start = (): Promise<number> => {
    const query = readVersion();
    running = query;
    const done = () => {
      if (running === query) running = undefined;
    };
    query.then(done, done);
    return query;
  };
  return {
    current() {
      if (!running) return start();
      queued ??= running
        .catch(() => undefined)
        .then(() => {
          queued = undefined;
          return start();
        });
      return queued;
    },
    close: async () => {},
  };
}

/**
 * PGlite: this process owns the database, so the trigger's NOTIFY reaches it before the writing
 * query (or its COMMIT) resolves, and the version is kept in memory at no cost per read. LISTEN
 * starts before the first read, so no write falls between the two.
 */
async function notifiedVersion(
  db: Database,
  listen: NonNullable<DatabaseHandle['listen']>,
): Promise<LibraryVersionSource> {
  let version = 0;
  const stop = await listen(CHANNEL, (payload) => {
    const announced = Number(payload);
    if (Number.isFinite(announced)) version = Math.max(version, announced);
  });
  version = Math.max(version, await versionReader(db)());
  return {
    current: async () => version,
    close: stop,
  };
}

/** The version source that fits the database: notified on PGlite, polled on PostgreSQL. */
export async function libraryVersionSource(
  database: DatabaseHandle,
): Promise<LibraryVersionSource> {
  return database.kind === 'pglite' && database.listen
    ? notifiedVersion(database.db, database.listen)
    : polledVersion(database.db);
}
