import {
  datasetSummarySchema,
  libraryListItemSchema,
  librarySchema,
  type Library,
} from '@libatlas/contracts';
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { libraries as librariesTable, libraryRowChanges, libraryVersions } from '../db/schema';
import { NotFoundError } from '../errors/HttpError';
import { DatasetFiles } from './DatasetFiles';
import { latestRemoval } from '../services/latestRemoval';
import { toLibrary } from '../services/libraries';
import { libraryListOrder } from '../search/libraryListOrder';
import type { LibraryVersionSource } from './libraryVersionSource';
import { PrecompressedBody } from './PrecompressedBody';
import { serializeAnswer } from '../http/serializeAnswer';
import { textHash } from '../services/textHash';

/** Up to this many changed rows are read by id; more read the whole table again. */
const MAX_ROWS_BY_ID = 1000;

/** One library as of one version of its row, and the answers made from it so far. */
interface Entry {
  /** The transaction that last wrote its row (library_row_changes.xid); null before the log. */
  row: string | null;
  library: Library;
  /** Its JSON as GET /api/libraries/{id} answers and GET /api/libraries lists it. */
  full: string;
  fullHash?: string;
  /** Its list fields' JSON, as GET /api/directory/libraries lists it, made on first use. */
  item?: string;
  itemHash?: string;
  answer?: PrecompressedBody;
}

/** Each row's last writer, from the change log (migration 0011). */
const lastWriter = sql<string | null>`${libraryRowChanges.xid}::text`;

/**
 * The library a row comes after in list order among those not in `ids` (null: the first), read
 * backwards on libraries_list_order_idx from the row: one index probe per changed row.
 */
function placeAmongOthers(ids: string[]) {
  return sql<string | null>`(
    SELECT p.id FROM ${librariesTable} p
    WHERE (p.lib_name ->> 'en', p.id) < ("libraries".lib_name ->> 'en', "libraries".id)
      AND p.id NOT IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
    ORDER BY p.lib_name ->> 'en' DESC, p.id DESC
    LIMIT 1)`;
}

/** Whole rows with their last writer, in list order: those of `ids`, each with its place, or every row. */
function rowsOf(db: Database, ids: string[] | 'all') {
  const columns = { ...getTableColumns(librariesTable), row: lastWriter };
  const after = ids === 'all' ? sql<null>`null` : placeAmongOthers(ids);
  return db
    .select({ ...columns, after })
    .from(librariesTable)
    .leftJoin(libraryRowChanges, eq(libraryRowChanges.libraryId, librariesTable.id))
    .where(ids === 'all' ? undefined : inArray(librariesTable.id, ids))
    .orderBy(...libraryListOrder);
}

/**
 * What a load read, in one snapshot of the database: every row (`all`), or the rows written
 * since the last load with the library each comes after, and the ids removed since; the
 * snapshot's horizon; the last removal.
 */
interface Read {
  all: boolean;
  rows: Awaited<ReturnType<typeof rowsOf>>;
  removed: string[];
  horizon: string;
  /** How many rows of the table and its change log the load read. */
  rowsRead: number;
  lastRemovedAt: string | undefined;
}

/** One snapshot of the database for the whole of a load, read only. */
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * How many origins' downloads a snapshot keeps. Their links are absolute, on PUBLIC_URL (one
 * origin) or, without it, on the Host each request names, which is the client's to choose: the
 * oldest goes first, so no run of made-up hosts can fill the memory.
 */
const MAX_DATASET_ORIGINS = 4;

/** The libraries as of one data version, and the answers made from them so far. */
interface Snapshot {
  version: number;
  /** In list order, one array per version (other caches key on it). */
  libraries: readonly Library[];
  entries: readonly Entry[];
  /** When a library was last removed, if ever (the dataset's date counts it). */
  lastRemovedAt: string | undefined;
  /** The whole list and its list fields alone, each joined on first use. */
  list?: PrecompressedBody;
  listItems?: PrecompressedBody;
  byId: Map<string, Entry>;
  /** The dataset's downloads and summary, by the origin their links start with. */
  datasets: Map<string, DatasetFiles>;
}

/**
 * The read path of the directory (`GET /api/libraries` and `/api/libraries/{id}`,
 * `GET /api/directory/libraries`, the dataset's downloads and `GET /api/dataset`, and the
 * libraries other answers are made from) as answers made once per version of the data: their
 * text, ETags and compressed forms, kept until the version changes. Every write to `libraries`,
 * through any process, bumps the version (migration 0002), and each read checks it, so a write is
 * seen on the next read.
 *
 * A new version does not throw the libraries away: the next read asks the change log
 * (library_row_changes, migration 0011) which rows were written since the last load, reads and
 * serializes again only those, each with the library it now comes after in list order (one
 * index probe), drops the ids removed, keeps every other library's record and JSON as they were,
 * and joins a list's answer from them when it is asked for. A write of one library reads one log
 * line and one record, whatever the size of the directory; nothing scans the table. The list's
 * ETag is a hash of its records' hashes, each made once.
 *
 * "Since the last load" is by transaction id, and transaction ids are given when a transaction
 * first writes, not when it commits: one with a lower id can commit after a higher one was seen.
 * So a load remembers not the highest id it saw but its snapshot's horizon,
 * `pg_snapshot_xmin(pg_current_snapshot())`: every transaction below it had ended (committed or
 * rolled back) when the snapshot was taken, so its writes were in that snapshot or never happen;
 * every one at or above it is asked for again by the next load (`xid >= horizon`), whether it
 * was running then or committed already. The window re-reads nothing already kept: a line whose
 * transaction is the one the kept entry was read at is skipped. The log, the rows and the horizon
 * are read in one REPEATABLE READ transaction, on the primary or the replica alike (a standby's
 * snapshot has the same transaction ids and the same horizon rule).
 *
 * With a read replica (`replica`, DATABASE_READ_URL) the rows are read from it, but only when it
 * has replayed the version the primary announced; a replica that lags (right after a write) or
 * fails leaves the load to the primary. The version itself is always asked of the primary, so a
 * write is still seen on the next read, through any process.
 */
export class LibraryReadCache {
  private current: { version: number; snapshot: Promise<Snapshot> } | undefined;
  /** The last load, which the next one waits for: loads take turns over `entries`. */
  private loading: Promise<unknown> = Promise.resolve();
  /** Each library of the latest load, by id, and in list order. */
  private entries = new Map<string, Entry>();
  private order: readonly Entry[] = [];
  /** The horizon of the latest load's snapshot: writes of transactions below it are all kept. */
  private horizon: string | undefined;
  private readonly replica: Database | undefined;
  private loaded = 0;
  private rowsSeen = 0;

  /** `replica` equal to `db` (DatabaseHandle.readDb when there is none) means no replica. */
  constructor(
    private readonly db: Database,
    private readonly versions: LibraryVersionSource,
    private readonly log: FastifyBaseLogger,
    replica?: Database,
  ) {
    this.replica = replica === db ? undefined : replica;
  }

  /** How many records were read and serialized since this cache began (tests watch it). */
  get recordsLoaded(): number {
    return this.loaded;
  }

  /** How many rows of the table and of its change log this cache's loads read (tests watch it). */
  get rowsRead(): number {
    return this.rowsSeen;
  }

  /** Every library, as `GET /api/libraries` answers. */
  async list(): Promise<PrecompressedBody> {
    const snapshot = await this.snapshot();
    snapshot.list ??= this.joined(snapshot.entries, (entry) => {
      entry.fullHash ??= textHash(entry.full);
      return [entry.full, entry.fullHash];
    });
    return snapshot.list;
  }

  /** Every library's list fields, as `GET /api/directory/libraries` answers. */
  async listItems(): Promise<PrecompressedBody> {
    const snapshot = await this.snapshot();
    snapshot.listItems ??= this.joined(snapshot.entries, (entry) => {
      entry.item ??= this.serialize(
        libraryListItemSchema,
        entry.library,
        '/api/directory/libraries',
      );
      entry.itemHash ??= textHash(entry.item);
      return [entry.item, entry.itemHash];
    });
    return snapshot.listItems;
  }

  /**
   * Every library as data, for other answers made from the directory (the sitemap, the map, the
   * summary): one array per version, so the table is read again only when the data changed.
   */
  async libraries(): Promise<readonly Library[]> {
    return (await this.snapshot()).libraries;
  }

  /** One library, as `GET /api/libraries/{id}` answers; 404 for an id that names none. */
  async one(id: string): Promise<PrecompressedBody> {
    const entry = (await this.snapshot()).byId.get(id);
    if (!entry) throw new NotFoundError('Library not found');
    entry.fullHash ??= textHash(entry.full);
    entry.answer ??= new PrecompressedBody(entry.full, { hash: entry.fullHash });
    return entry.answer;
  }

  /**
   * The dataset as of the current data version, its links on `origin`: the three downloads
   * (`/data/libraries.*`) and GET /api/dataset's summary, each made once.
   */
  async dataset(origin: string): Promise<DatasetFiles> {
    const snapshot = await this.snapshot();
    let files = snapshot.datasets.get(origin);
    if (!files) {
      files = new DatasetFiles(
        snapshot.libraries,
        { version: snapshot.version, origin, lastRemovedAt: snapshot.lastRemovedAt },
        (summary) => this.serialize(datasetSummarySchema, summary, '/api/dataset'),
      );
      if (snapshot.datasets.size >= MAX_DATASET_ORIGINS) {
        snapshot.datasets.delete(snapshot.datasets.keys().next().value!);
      }
      snapshot.datasets.set(origin, files);
    }
    return files;
  }

  /**
   * A JSON array of every entry's text, with an ETag hashed from their hashes (a few hundred
   * bytes per library rather than the whole text): `part` gives an entry's text and hash.
   */
  private joined(
    entries: readonly Entry[],
    part: (entry: Entry) => [text: string, hash: string],
  ): PrecompressedBody {
    const texts: string[] = new Array<string>(entries.length);
    const hashes: string[] = new Array<string>(entries.length);
    entries.forEach((entry, i) => {
      [texts[i], hashes[i]] = part(entry);
    });
    return new PrecompressedBody(`[${texts.join(',')}]`, {
      hash: textHash(hashes.join(',')),
    });
  }

  private async snapshot(): Promise<Snapshot> {
    const version = await this.versions.current();
    // A newer snapshot than the version read serves as well: its data is at least that recent.
    if (!this.current || this.current.version < version) {
      const load = this.loading.then(() => this.load(version));
      this.loading = load.catch(() => undefined);
      const entry = { version, snapshot: load };
      this.current = entry;
      entry.snapshot.catch(() => {
        if (this.current === entry) this.current = undefined;
      });
    }
    return this.current.snapshot;
  }

  /**
   * Read after the version, so the data is at least as recent as the version it is kept under.
   * Libraries whose row has not been written since the last load keep their entry.
   */
  private async load(version: number): Promise<Snapshot> {
    const read =
      (await this.readFromReplica(version)) ??
      (await this.db.transaction((tx) => this.read(tx as unknown as Database), SNAPSHOT));
    this.rowsSeen += read.rowsRead;
    this.loaded += read.rows.length;
    const fresh = new Map<string | null, Entry[]>();
    for (const { row, after, ...columns } of read.rows) {
      const library = toLibrary(columns);
      const full = this.serialize(librarySchema, library, `/api/libraries/${library.id}`);
      const placed = fresh.get(after) ?? [];
      placed.push({ row, library, full });
      fresh.set(after, placed);
    }
    let kept: Entry[];
    if (read.all) {
      kept = fresh.get(null) ?? [];
    } else {
      // The rows read come in list order, each after the unchanged library it follows (or first).
      const gone = new Set(read.removed);
      for (const { id } of read.rows) gone.add(id);
      kept = [...(fresh.get(null) ?? [])];
      fresh.delete(null);
      for (const entry of this.order) {
        if (gone.has(entry.library.id)) continue;
        kept.push(entry);
        const following = fresh.get(entry.library.id);
        if (following) {
          kept.push(...following);
          fresh.delete(entry.library.id);
        }
      }
      if (fresh.size > 0) {
        // A row placed after a library this cache does not hold: it cannot happen while the
        // log is whole, but the whole table read again is right whatever happened.
        this.log.warn('library read cache out of step with the change log; reading every row');
        this.horizon = undefined;
        return this.load(version);
      }
    }
    this.horizon = read.horizon;
    this.order = kept;
    this.entries = new Map(kept.map((entry) => [entry.library.id, entry]));
    return {
      version,
      libraries: kept.map((entry) => entry.library),
      entries: kept,
      lastRemovedAt: read.lastRemovedAt,
      byId: this.entries,
      datasets: new Map(),
    };
  }

  /**
   * In one snapshot (`db` is a REPEATABLE READ transaction): its horizon, then the change log's
   * lines from the last load's horizon on and the rows they name that this cache does not hold
   * at that version; or every row, on the first load or when too many changed.
   */
  private async read(db: Database): Promise<Read> {
    const [snapshot] = (
      (await db.execute(
        sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`,
      )) as unknown as { rows: { horizon: string }[] }
    ).rows;
    const horizon = snapshot!.horizon;
    const lastRemovedAt = await latestRemoval(db);
    const all = async (logLines = 0): Promise<Read> => {
      const rows = await rowsOf(db, 'all');
      const rowsRead = logLines + rows.length;
      return { all: true, rows, removed: [], horizon, rowsRead, lastRemovedAt };
    };
    if (this.horizon === undefined) return all();
    const lines = await db
      .select({
        id: libraryRowChanges.libraryId,
        row: lastWriter,
        removed: libraryRowChanges.removed,
      })
      .from(libraryRowChanges)
      .where(sql`${libraryRowChanges.xid} >= ${this.horizon}::xid8`);
    const changed = lines
      .filter(({ id, row, removed }) => !removed && this.entries.get(id)?.row !== row)
      .map(({ id }) => id);
    if (changed.length > MAX_ROWS_BY_ID) return all(lines.length);
    const rows = changed.length === 0 ? [] : await rowsOf(db, changed);
    return {
      all: false,
      rows,
      removed: lines.filter((line) => line.removed).map(({ id }) => id),
      horizon,
      rowsRead: lines.length + rows.length,
      lastRemovedAt,
    };
  }

  /**
   * The rows as the replica has them, if it has replayed `version` at least; undefined when it
   * lags behind or fails. The version and the rows are read in one REPEATABLE READ transaction, so
   * all come from the same moment of the replica.
   */
  private async readFromReplica(version: number): Promise<Read | undefined> {
    if (!this.replica) return undefined;
    try {
      return await this.replica.transaction(async (tx) => {
        const [row] = await tx
          .select({ version: libraryVersions.version })
          .from(libraryVersions)
          .where(eq(libraryVersions.id, 1));
        const replayed = row?.version ?? 0;
        if (replayed < version) {
          this.log.debug(
            { wanted: version, replica: replayed },
            'read replica behind the primary; libraries read from the primary',
          );
          return undefined;
        }
        return this.read(tx as unknown as Database);
      }, SNAPSHOT);
    } catch (error) {
      this.log.warn({ err: error }, 'read replica failed; libraries read from the primary');
      return undefined;
    }
  }

  private serialize(schema: z.ZodType, data: unknown, url: string): string {
    return serializeAnswer(schema, data, (issues) =>
      this.log.error({ issues, method: 'GET', url }, 'response does not match its schema'),
    );
  }
}
