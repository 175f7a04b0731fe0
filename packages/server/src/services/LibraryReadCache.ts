import {
  datasetSummarySchema,
  libraryListItemSchema,
  librarySchema,
  type Library,
} from '@libatlas/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import { libraryVersions } from '../db/schema';
import { NotFoundError } from '../errors/HttpError';
import { DatasetFiles } from './DatasetFiles';
import { latestRemoval } from './latestRemoval';
import { listLibraries } from './libraries';
import type { LibraryVersionSource } from './libraryVersionSource';
import { PrecompressedBody } from './PrecompressedBody';
import { serializeAnswer } from './serializeAnswer';

const listSchema = z.array(librarySchema);
const listItemsSchema = z.array(libraryListItemSchema);

/** What a snapshot is loaded from: the libraries, and when one was last removed. */
interface Directory {
  libraries: Library[];
  lastRemovedAt: string | undefined;
}

/** One query after the other: inside the replica's transaction they share one connection. */
async function directoryOf(db: Database): Promise<Directory> {
  const libraries = await listLibraries(db);
  return { libraries, lastRemovedAt: await latestRemoval(db) };
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
  libraries: readonly Library[];
  /** When a library was last removed, if ever (the dataset's date counts it). */
  lastRemovedAt: string | undefined;
  list: PrecompressedBody;
  /** The list fields alone, made on first use. */
  listItems?: PrecompressedBody;
  byId: Map<string, Library>;
  answers: Map<string, PrecompressedBody>;
  /** The dataset's downloads and summary, by the origin their links start with. */
  datasets: Map<string, DatasetFiles>;
}

/**
 * The read path of the directory (`GET /api/libraries` and `/api/libraries/{id}`, the dataset's
 * downloads and `GET /api/dataset`) as answers made once per version of the data: their text,
 * ETags and compressed forms, kept until the version changes. Every write to `libraries`, through
 * any process, bumps the version (migration 0002), and each read checks it, so a write is seen on
 * the next read.
 *
 * With a read replica (`replica`, DATABASE_READ_URL) the snapshot is loaded from it, but only when
 * it has replayed the version the primary announced; a replica that lags (right after a write) or
 * fails leaves the load to the primary. The version itself is always asked of the primary, so a
 * write is still seen on the next read, through any process.
 */
export class LibraryReadCache {
  private current: { version: number; snapshot: Promise<Snapshot> } | undefined;
  private readonly replica: Database | undefined;

  /** `replica` equal to `db` (DatabaseHandle.readDb when there is none) means no replica. */
  constructor(
    private readonly db: Database,
    private readonly versions: LibraryVersionSource,
    private readonly log: FastifyBaseLogger,
    replica?: Database,
  ) {
    this.replica = replica === db ? undefined : replica;
  }

  /** Every library, as `GET /api/libraries` answers. */
  async list(): Promise<PrecompressedBody> {
    return (await this.snapshot()).list;
  }

  /** Every library's list fields, as `GET /api/directory/libraries` answers. */
  async listItems(): Promise<PrecompressedBody> {
    const snapshot = await this.snapshot();
    snapshot.listItems ??= new PrecompressedBody(
      this.serialize(listItemsSchema, snapshot.libraries, '/api/directory/libraries'),
    );
    return snapshot.listItems;
  }

  /**
   * Every library as data, for other answers made from the directory (the sitemap): the same
   * snapshot, so the table is read again only when the data changed.
   */
  async libraries(): Promise<readonly Library[]> {
    return (await this.snapshot()).libraries;
  }

  /** One library, as `GET /api/libraries/{id}` answers; 404 for an id that names none. */
  async one(id: string): Promise<PrecompressedBody> {
    const snapshot = await this.snapshot();
    let answer = snapshot.answers.get(id);
    if (!answer) {
      const library = snapshot.byId.get(id);
      if (!library) throw new NotFoundError('Library not found');
      answer = new PrecompressedBody(
        this.serialize(librarySchema, library, `/api/libraries/${id}`),
      );
      snapshot.answers.set(id, answer);
    }
    return answer;
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

  private async snapshot(): Promise<Snapshot> {
    const version = await this.versions.current();
    // A newer snapshot than the version read serves as well: its data is at least that recent.
    if (!this.current || this.current.version < version) {
      const entry = { version, snapshot: this.load(version) };
      this.current = entry;
      entry.snapshot.catch(() => {
        if (this.current === entry) this.current = undefined;
      });
    }
    return this.current.snapshot;
  }

  /** Read after the version, so the data is at least as recent as the version it is kept under. */
  private async load(version: number): Promise<Snapshot> {
    const { libraries, lastRemovedAt } =
      (await this.loadFromReplica(version)) ?? (await directoryOf(this.db));
    return {
      version,
      libraries,
      lastRemovedAt,
      list: new PrecompressedBody(this.serialize(listSchema, libraries, '/api/libraries')),
      byId: new Map(libraries.map((library) => [library.id, library])),
      answers: new Map(),
      datasets: new Map(),
    };
  }

  /**
   * The libraries as the replica has them, if it has replayed `version` at least; undefined when it
   * lags behind or fails. The version and the rows are read in one REPEATABLE READ transaction, so
   * both come from the same moment of the replica.
   */
  private async loadFromReplica(version: number): Promise<Directory | undefined> {
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
          return directoryOf(tx as unknown as Database);
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
