import { randomBytes } from 'node:crypto';
import {
  blankedContacts,
  diffLibraries,
  validationMessages,
  type Library,
  type LibraryPayload,
} from '@libatlas/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Writer } from '../db/Writer';
import { libraries, libraryRanks, removedLibraries, type LibraryRow } from '../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../errors/HttpError';
import { LibraryIdRemovedError } from '../errors/LibraryIdRemovedError';
import { VersionConflictError } from '../errors/VersionConflictError';
import { now, nowAfter } from './clock';
import { ifMatchHits } from '../http/ifMatchHits';
import { libraryETags } from '../cache/libraryETags';
import { countryCodeOf } from './countryCodeOf';
import { factSourcesAfter } from './factSourcesAfter';
import { creationChanges, recordLibraryChange } from './libraryHistory';
import { librarySearchColumns } from '../search/librarySearchColumns';
import { lockLibrary } from './lockLibrary';
import { placeLibrary } from '../search/placeLibrary';
import { hoursWeek, openingHoursProblem, type HoursWeek } from '@libatlas/contracts/openingHours';
import type { AuthContext } from './sessions';
import { timeZoneAt } from './timeZoneAt';

/** The row a new library starts from, before its columns: what `toLibrary` needs besides them. */
const BLANK_ROW = {
  id: '',
  createdAt: new Date(0),
  updatedAt: new Date(0),
  revision: 1,
} as const;

/** The usual week of each hours text read so far (the same text reads the same way). */
const weeks = new Map<string, HoursWeek | null>();

function weekOf(row: LibraryRow, countryCode: string): HoursWeek | null {
  if (!row.openingHours) return null;
  const key = `${countryCode} ${row.lat} ${row.lng} ${row.openingHours}`;
  if (!weeks.has(key)) {
    if (weeks.size > 10_000) weeks.clear();
    weeks.set(
      key,
      hoursWeek(row.openingHours, { countryCode, location: { lat: row.lat, lng: row.lng } }),
    );
  }
  return weeks.get(key) ?? null;
}

/** The API's view of a library (contracts' librarySchema, spec §3 field names). */
export function toLibrary(row: LibraryRow): Library {
  const countryCode = countryCodeOf({ id: row.id, country: row.country });
  return {
    id: row.id,
    lib_name: row.libName,
    country: row.country,
    region: row.region,
    description: row.description,
    address: row.address,
    operatingHours: row.operatingHours,
    website: row.website,
    image: row.image,
    languages: row.languages,
    location: { lat: row.lat, lng: row.lng },
    contact: { phone: row.phone, email: row.email },
    sources: row.sources,
    lastChecked: row.lastChecked ?? '',
    wikidata: row.wikidata,
    isil: row.isil,
    locationPrecision: row.locationPrecision,
    sovereignState: row.sovereignState ?? null,
    openingHours: row.openingHours,
    timeZone: row.timeZone,
    countryCode,
    hoursWeek: weekOf(row, countryCode),
    catalogue: row.catalogue,
    digitalLibrary: row.digitalLibrary,
    access: row.access,
    accessNote: row.accessNote,
    factSources: row.factSources,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    revision: row.revision,
  };
}

/** The columns of a library as the form (or the seed) gives it. */
export function toLibraryColumns(
  input: Omit<LibraryPayload, 'id' | 'image'> & { image?: string | undefined },
) {
  return {
    libName: input.lib_name,
    country: input.country,
    region: input.region,
    description: input.description,
    address: input.address,
    operatingHours: input.operatingHours,
    website: input.website,
    image: input.image ?? '',
    languages: input.languages,
    lat: input.location.lat,
    lng: input.location.lng,
    phone: input.contact.phone,
    email: input.contact.email,
    sources: input.sources,
    lastChecked: input.lastChecked || null,
    wikidata: input.wikidata,
    isil: input.isil,
    locationPrecision: input.locationPrecision,
    sovereignState: input.sovereignState,
    openingHours: input.openingHours,
    timeZone: timeZoneAt(input.location),
    catalogue: input.catalogue,
    digitalLibrary: input.digitalLibrary,
    access: input.access,
    accessNote: input.accessNote,
    factSources: input.factSources,
    ...librarySearchColumns({
      libName: input.lib_name,
      country: input.country,
      region: input.region,
      address: input.address,
    }),
  };
}

/** Refuses (400, on the field) hours that OpenStreetMap's `opening_hours` package cannot read. */
export function checkOpeningHours(input: { openingHours: string }): void {
  const problem = openingHoursProblem(input.openingHours);
  if (problem !== null) {
    throw new BadRequestError(`openingHours: ${problem}`, [
      { path: 'openingHours', message: validationMessages.invalidOpeningHours },
    ]);
  }
}

export async function listLibraries(db: Database): Promise<Library[]> {
  const rows = await db
    .select()
    .from(libraries)
    .orderBy(asc(sql`${libraries.libName} ->> 'en'`), asc(libraries.id));
  return rows.map(toLibrary);
}

export async function countLibraries(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(libraries);
  return Number(row?.n ?? 0);
}

export async function getLibrary(db: Database, id: string): Promise<Library> {
  const [row] = await db.select().from(libraries).where(eq(libraries.id, id)).limit(1);
  if (!row) throw new NotFoundError('Library not found');
  return toLibrary(row);
}

/**
 * A readable id from the English name (`National Library of Wales` → `national-library-of-wales-k3f9`):
 * the random suffix keeps two libraries of the same name apart.
 */
export function libraryIdFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
  const suffix = randomBytes(4).readUInt32BE(0).toString(36).padStart(6, '0').slice(-6);
  return `${slug || 'library'}-${suffix}`;
}

/** A new record's creation and update times: the same instant. */
function stamps() {
  const at = now();
  return { createdAt: at, updatedAt: at };
}

/** Whether `id` belonged to a library that was removed (such an id is never given again). */
export async function isRemovedLibraryId(db: Pick<Writer, 'select'>, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: removedLibraries.id })
    .from(removedLibraries)
    .where(eq(removedLibraries.id, id))
    .limit(1);
  return row !== undefined;
}

/**
 * Inserts a new library (nothing when the id is taken) and records its creation; 409
 * `libraryIdRemoved` for the id of a removed library.
 */
async function insertLibrary(
  db: Database,
  auth: AuthContext,
  id: string,
  columns: ReturnType<typeof toLibraryColumns>,
): Promise<Library | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(libraries)
      .values({ id, ...columns, ...stamps() })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    // Asked after the insert, in a statement of its own: a removal of this very id that committed
    // while the insert waited for the row's lock is seen, and the insert undone.
    if (await isRemovedLibraryId(tx, id)) throw new LibraryIdRemovedError(id);
    await placeLibrary(tx, row.id);
    const library = toLibrary(row);
    await recordLibraryChange(tx, {
      libraryId: row.id,
      kind: 'create',
      userId: auth.user.id,
      revision: row.revision,
      changes: creationChanges(library),
      createdAt: row.createdAt,
    });
    return library;
  });
}

/** POST /api/libraries: the id given, or one made from the English name. */
export async function createLibrary(
  db: Database,
  auth: AuthContext,
  input: LibraryPayload,
): Promise<Library> {
  checkOpeningHours(input);
  const blank = toLibrary({ ...BLANK_ROW, ...toLibraryColumns(input) });
  const columns = {
    ...toLibraryColumns(input),
    factSources: factSourcesAfter(blank, blank, input.factSources),
  };
  if (input.id) {
    const library = await insertLibrary(db, auth, input.id, columns);
    if (!library)
      throw new ConflictError(`A library with id "${input.id}" already exists`, 'libraryIdTaken');
    return library;
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const library = await insertLibrary(db, auth, libraryIdFromName(input.lib_name.en), columns);
      if (library) return library;
    } catch (error) {
      if (!(error instanceof LibraryIdRemovedError)) throw error;
    }
  }
  throw new ConflictError('Could not choose a free id for this library; send one');
}

/** What a PUT may name as the version its edit was made from; neither: whatever is current. */
export interface LibraryPrecondition {
  /** The `If-Match` header: an ETag `GET /api/libraries/{id}` gave (in any coding), or `*`. */
  ifMatch?: string | undefined;
  /** The `updatedAt` of the record the edit was made from (the body's). */
  updatedAt?: string | undefined;
}

/** Whether the library is still the version an edit names (both, when it names both). */
function isNamedVersion(current: Library, { ifMatch, updatedAt }: LibraryPrecondition): boolean {
  if (updatedAt !== undefined && Date.parse(updatedAt) !== Date.parse(current.updatedAt!)) {
    return false;
  }
  return ifMatch === undefined || ifMatchHits(ifMatch, libraryETags(current));
}

/**
 * PUT /api/libraries/{id}: replaces every field; an `id` in the body is ignored (ids never change).
 * A contact the record has stays required (spec §5); one it lacks may stay empty, so a seeded
 * record with no public phone or email can be corrected without inventing them. An edit that names
 * the version it was made from is refused (409 with the current record) once that version is
 * gone: the row stays locked from the check to the write, so of concurrent edits of one version
 * exactly one is written.
 */
export async function updateLibrary(
  db: Database,
  auth: AuthContext,
  id: string,
  input: LibraryPayload,
  precondition: LibraryPrecondition = {},
): Promise<Library> {
  return db.transaction(async (tx) => {
    const current = await lockLibrary(tx, id);
    const before = toLibrary(current);
    if (!isNamedVersion(before, precondition)) throw new VersionConflictError(before);
    checkOpeningHours(input);
    const blanked = blankedContacts(current, input.contact);
    if (blanked.length > 0) {
      throw new BadRequestError(
        'A known contact cannot be emptied',
        blanked.map((field) => ({
          path: `contact.${field}`,
          message: validationMessages.required,
        })),
      );
    }
    const columns = toLibraryColumns(input);
    const factSources = factSourcesAfter(
      before,
      toLibrary({ ...current, ...columns }),
      input.factSources,
    );
    const [row] = await tx
      .update(libraries)
      .set({ ...columns, factSources, updatedAt: nowAfter(current.updatedAt) })
      .where(eq(libraries.id, id))
      .returning();
    if (!row) throw new NotFoundError('Library not found');
    const after = toLibrary(row);
    const changes = diffLibraries(before, after);
    await placeLibrary(tx, id, changes);
    if (changes.length > 0) {
      await recordLibraryChange(tx, {
        libraryId: id,
        kind: 'edit',
        userId: auth.user.id,
        revision: row.revision,
        changes,
        createdAt: row.updatedAt,
      });
    }
    return after;
  });
}

/**
 * DELETE /api/libraries/{id}: removes the library (its history goes with it) and records the
 * removal, in the same transaction, with its name, when and by whom: the id is never given to
 * another library, and the change feed says it went. With `mergedInto`, the record was merged into
 * that library (which must exist, and be another: else 404, 400), and its id answers 301 towards it.
 */
export async function deleteLibrary(
  db: Database,
  auth: AuthContext,
  id: string,
  mergedInto?: string,
): Promise<{ id: string }> {
  if (mergedInto === id) {
    throw new BadRequestError('A library cannot be merged into itself', [
      { path: 'mergedInto', message: validationMessages.invalidChoice },
    ]);
  }
  return db.transaction(async (tx) => {
    if (mergedInto !== undefined) {
      // Held until the end, so the library merged into cannot be removed meanwhile.
      const [target] = await tx
        .select({ id: libraries.id })
        .from(libraries)
        .where(eq(libraries.id, mergedInto))
        .for('share');
      if (!target) throw new NotFoundError('The library to merge into was not found');
    }
    const [deleted] = await tx
      .delete(libraries)
      .where(eq(libraries.id, id))
      .returning({ libName: libraries.libName });
    if (!deleted) throw new NotFoundError('Library not found');
    // Its places in the directory's order go with it: a page of every library reads ranks alone.
    await tx.delete(libraryRanks).where(eq(libraryRanks.libraryId, id));
    await tx.insert(removedLibraries).values({
      id,
      libName: deleted.libName,
      removedAt: now(),
      removedBy: auth.user.id,
      mergedInto: mergedInto ?? null,
    });
    return { id };
  });
}
