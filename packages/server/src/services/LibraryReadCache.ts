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
import { libraries as librariesTable, libraryVersions } from '../db/schema';
import { NotFoundError } from '../errors/HttpError';
import { DatasetFiles } from './DatasetFiles';
import { latestRemoval } from './latestRemoval';
import { toLibrary } from './libraries';
import { libraryListOrder } from './libraryListOrder';
import type { LibraryVersionSource } from './libraryVersionSource';
import { PrecompressedBody } from './PrecompressedBody';
import { serializeAnswer } from './serializeAnswer';
import { textHash } from './textHash';

/**
 * The version of a row as the database keeps it: the transaction that wrote it (`xmin`), new on
 * every insert and update of that row and on no other write, the same on a streaming replica.
 */
const rowVersion = sql<string>`xmin::text`;

/** Up to this many changed rows are read by id; more (the first load) read the whole table. */
const MAX_ROWS_BY_ID = 1000;

/** One library as of one version of its row, and the answers made from it so far. */
interface Entry {
  row: string;
  library: Library;
  /** Its JSON as GET /api/libraries/{id} answers and GET /api/libraries lists it. */
  full: string;
  fullHash?: string;
  /** Its list fields' JSON, as GET /api/directory/libraries lists it, made on first use. */
  item?: string;
  itemHash?: string;
  answer?: PrecompressedBody;
}

/** The rows of the table in list order, each by id and row version (no other column). */
function rowVersions(db: Database): Promise<{ id: string; row: string }[]> {
  return db
    .select({ id: librariesTable.id, row: rowVersion })
    .from(librariesTable)
    .orderBy(...libraryListOrder);
}

/** Whole rows with their row version: those of `ids`, or every row. */
function rowsOf(db: Database, ids: string[] | 'all') {
  const query = db
    .select({ ...getTableColumns(librariesTable), row: rowVersion })
    .from(librariesTable);
  return ids === 'all' ? query : query.where(inArray(librariesTable.id, ids));
}

/** What a load read: the table's rows in order, those not kept yet in full, the last removal. */
interface Read {
  order: { id: string; row: string }[];
  rows: Awaited<ReturnType<typeof rowsOf>>;
  lastRemovedAt: string | undefined;
}

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
 * A new version does not throw the libraries away: the next read scans the table's ids and row
 * versions in list order (two short columns), reads and serializes again only the rows that
 * changed, keeps every other library's record and JSON as they were, and joins a list's answer
 * from them when it is asked for. A write of one library costs one record, whatever the size of
 * the directory; the list's ETag is a hash of its records' hashes, each made once.
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
  /** Each library of the latest load, by id. */
  private entries = new Map<string, Entry>();
  private readonly replica: Database | undefined;
  private loaded = 0;

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
   * Libraries whose row has not changed since the last load keep their entry.
   */
  private async load(version: number): Promise<Snapshot> {
    const { order, rows, lastRemovedAt } =
      (await this.readFromReplica(version)) ?? (await this.read(this.db));
    const entries = new Map<string, Entry>();
    for (const { row, ...columns } of rows) {
      const library = toLibrary(columns);
      const full = this.serialize(librarySchema, library, `/api/libraries/${library.id}`);
      entries.set(library.id, { row, library, full });
    }
    this.loaded += rows.length;
    const kept: Entry[] = [];
    for (const { id, row } of order) {
      // A row read whole is as new as its scan or newer (a write between the two queries, which
      // bumped the version again); one deleted between them is left out.
      const before = this.entries.get(id);
      const entry = entries.get(id) ?? (before?.row === row ? before : undefined);
      if (entry) kept.push(entry);
    }
    this.entries = new Map(kept.map((entry) => [entry.library.id, entry]));
    return {
      version,
      libraries: kept.map((entry) => entry.library),
      entries: kept,
      lastRemovedAt,
      byId: this.entries,
      datasets: new Map(),
    };
  }

  /** The table's order and row versions, then the rows not kept at that version, one query each. */
  private async read(db: Database): Promise<Read> {
    const order = await rowVersions(db);
    const changed = order
      .filter(({ id, row }) => this.entries.get(id)?.row !== row)
      .map(({ id }) => id);
    const rows =
      changed.length === 0
        ? []
        : await rowsOf(db, changed.length > MAX_ROWS_BY_ID ? 'all' : changed);
    // Read whole, the table also gives rows that did not change: those keep their entry.
    const wanted = new Set(changed);
    return {
      order,
      rows: rows.filter((row) => wanted.has(row.id)),
      lastRemovedAt: await latestRemoval(db),
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
      return await this.replica.transaction(
        async (tx) => {
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
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
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
