import type {
  FactSources,
  LibraryField,
  LibraryFieldChange,
  SiteSettings,
} from '@libatlas/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';

/** A text in both languages, as every bilingual field of spec §3 is stored. */
export interface Bilingual {
  en: string;
  ar: string;
}

export interface UserProperties {
  location?: string | undefined;
  company?: string | undefined;
  website?: string | undefined;
  role?: string | undefined;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const libraries = pgTable(
  'libraries',
  {
    id: text('id').primaryKey(),
    libName: jsonb('lib_name').$type<Bilingual>().notNull(),
    country: jsonb('country').$type<Bilingual>().notNull(),
    region: jsonb('region').$type<Bilingual>().notNull(),
    description: jsonb('description').$type<Bilingual>().notNull(),
    address: jsonb('address').$type<Bilingual>().notNull(),
    operatingHours: jsonb('operating_hours').$type<Bilingual>().notNull(),
    website: text('website').notNull().default(''),
    image: text('image').notNull().default(''),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    lat: doublePrecision('lat').notNull().default(0),
    lng: doublePrecision('lng').notNull().default(0),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** The URLs the record's facts come from. */
    sources: jsonb('sources').$type<string[]>().notNull().default([]),
    /** When the facts were last checked against the sources; null when never. */
    lastChecked: date('last_checked', { mode: 'string' }),
    wikidata: text('wikidata').notNull().default(''),
    isil: text('isil').notNull().default(''),
    locationPrecision: text('location_precision', { enum: ['building', 'city'] })
      .notNull()
      .default('building'),
    /** A dependent territory's sovereign state; null for a state. */
    sovereignState: jsonb('sovereign_state').$type<Bilingual>(),
    /** Its hours in OpenStreetMap's `opening_hours` syntax, checked by that package; '' none. */
    openingHours: text('opening_hours').notNull().default(''),
    /** Its IANA time zone, derived from the point on every write; '' when the point is 0,0. */
    timeZone: text('time_zone').notNull().default(''),
    catalogue: text('catalogue').notNull().default(''),
    digitalLibrary: text('digital_library').notNull().default(''),
    access: text('access', { enum: ['', 'public', 'registration', 'researchers'] })
      .notNull()
      .default(''),
    accessNote: jsonb('access_note').$type<Bilingual>().notNull().default({ en: '', ar: '' }),
    /** The page each sourced fact was read from, by field (contracts' SOURCED_FIELDS). */
    factSources: jsonb('fact_sources').$type<FactSources>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Counts the row's writes: a row trigger (migration 0003) adds one on every UPDATE, whoever
     * makes it, so a proposal that read revision n can tell later whether the row moved since.
     */
    revision: integer('revision').notNull().default(1),
    /**
     * The search texts of @libatlas/directory's `librarySearchText`, written with the record by
     * every write (null only between migration 0008 and the startup that fills them).
     */
    searchEn: text('search_en'),
    searchAr: text('search_ar'),
    searchWordsEn: text('search_words_en'),
    searchWordsAr: text('search_words_ar'),
    searchPlace: text('search_place'),
  },
  (t) => [
    index('libraries_region_en_idx').on(sql`(${t.region} ->> 'en')`),
    // The list's order (libraryListOrder): where a changed row goes among the others, one probe.
    index('libraries_list_order_idx').on(sql`(${t.libName} ->> 'en')`, t.id),
    index('libraries_search_en_trgm_idx').using('gin', t.searchEn.op('gin_trgm_ops')),
    index('libraries_search_ar_trgm_idx').using('gin', t.searchAr.op('gin_trgm_ops')),
    index('libraries_search_words_en_trgm_idx').using('gin', t.searchWordsEn.op('gin_trgm_ops')),
    index('libraries_search_words_ar_trgm_idx').using('gin', t.searchWordsAr.op('gin_trgm_ops')),
    index('libraries_search_place_trgm_idx').using('gin', t.searchPlace.op('gin_trgm_ops')),
    check(
      'libraries_location_precision_check',
      sql`${t.locationPrecision} in ('building', 'city')`,
    ),
    check(
      'libraries_access_check',
      sql`${t.access} in ('', 'public', 'registration', 'researchers')`,
    ),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'regular', 'premium'] })
      .notNull()
      .default('regular'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    avatar: text('avatar'),
    properties: jsonb('properties').$type<UserProperties>().notNull().default({}),
    isMainAdmin: boolean('is_main_admin').notNull().default(false),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Emails are unique without regard to case; the database is the judge, not a prior SELECT.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_single_main_admin')
      .on(t.isMainAdmin)
      .where(sql`${t.isMainAdmin}`),
    check('users_role_check', sql`${t.role} in ('admin', 'regular', 'premium')`),
    check('users_status_check', sql`${t.status} in ('active', 'inactive')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the bearer token: the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins, counted per client address (`address:<ip>`) and per account
 * (`account:<email>`), in the database so that every server process sees the same counts.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  /** Failures since the count last started (it starts again after a quiet spell). */
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  /** Until when sign-ins under this key are refused before any password is checked. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

export const suggestions = pgTable(
  'suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['feature', 'bug', 'improvement', 'other'] }).notNull(),
    content: jsonb('content').$type<Bilingual>().notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The library a proposed edit is about; null for a suggestion about the site. */
    libraryId: text('library_id').references(() => libraries.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('suggestions_created_idx').on(t.createdAt),
    index('suggestions_library_idx').on(t.libraryId),
    check('suggestions_type_check', sql`${t.type} in ('feature', 'bug', 'improvement', 'other')`),
    check('suggestions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export const suggestionVotes = pgTable(
  'suggestion_votes',
  {
    suggestionId: uuid('suggestion_id')
      .notNull()
      .references(() => suggestions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // One vote per user and suggestion, enforced by the database.
  (t) => [
    primaryKey({ columns: [t.suggestionId, t.userId] }),
    index('suggestion_votes_user_idx').on(t.userId),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    suggestionId: uuid('suggestion_id')
      .notNull()
      .references(() => suggestions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('comments_suggestion_idx').on(t.suggestionId, t.createdAt)],
);

export const uploads = pgTable('uploads', {
  /** The server-made file name `<uuid>.<ext>`. */
  name: text('name').primaryKey(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** PostgreSQL's bytea as a Buffer, whichever driver read it (PGlite answers a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The bytes of each upload, when the database keeps them (on PostgreSQL, so that every server
 * process serves every image); PGlite's server keeps them as files in DATA_DIR/uploads instead.
 */
export const uploadContents = pgTable('upload_contents', {
  name: text('name')
    .primaryKey()
    .references(() => uploads.name, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

/**
 * Counts per key in a window that ends at `expiresAt` (writes per user, logins per address and
 * email, questions and tokens per user), in the database so that every server process adds to the
 * same count. A count past its window starts again at the next hit; such rows are swept.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: bigint('count', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_expires_idx').on(t.expiresAt)],
);

export const siteSettings = pgTable(
  'site_settings',
  {
    /** The site has one settings row. */
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').$type<Partial<SiteSettings>>().notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * The version of the libraries' data: one row, bumped (and announced with NOTIFY library_version)
 * by a statement trigger on every write to `libraries` (migration 0002), so that every server
 * process sharing the database knows when its cached answers are stale.
 */
export const libraryVersions = pgTable(
  'library_versions',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('library_versions_single_row', sql`${t.id} = 1`)],
);

/** A transaction id as PostgreSQL's `xid8` (64 bits, never wraps), read as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The change log of `libraries` (migration 0011): per library id, the transaction that last
 * inserted, updated or deleted its row (`pg_current_xact_id()`, written by statement triggers
 * whoever writes) and whether that removed it. LibraryReadCache asks it which rows changed since
 * the transactions it has seen, instead of scanning every row's id and version after a write.
 */
export const libraryRowChanges = pgTable(
  'library_row_changes',
  {
    libraryId: text('library_id').primaryKey(),
    xid: xid8('xid').notNull(),
    removed: boolean('removed').notNull().default(false),
  },
  (t) => [index('library_row_changes_xid_idx').on(t.xid)],
);

/**
 * The proposed edit a suggestion carries ("Suggest an edit"): each field's value when it was made
 * (at the library's `revision`) and the value proposed, the source and the note; once an admin
 * applies it, which fields were applied, when and by whom.
 */
export const libraryProposals = pgTable('library_proposals', {
  suggestionId: uuid('suggestion_id')
    .primaryKey()
    .references(() => suggestions.id, { onDelete: 'cascade' }),
  libraryName: jsonb('library_name').$type<Bilingual>().notNull(),
  revision: integer('revision').notNull(),
  changes: jsonb('changes').$type<LibraryFieldChange[]>().notNull(),
  source: text('source').notNull(),
  note: text('note').notNull().default(''),
  appliedFields: jsonb('applied_fields').$type<LibraryField[]>(),
  appliedAt: timestamp('applied_at', { withTimezone: true }),
  appliedBy: uuid('applied_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A library's history: every write the server makes to a library (created, seeded, edited by an
 * admin, a proposal applied, a change reverted), with each field's value before and after.
 */
export const libraryChanges = pgTable(
  'library_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    libraryId: text('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['create', 'seed', 'edit', 'proposal', 'revert'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    suggestionId: uuid('suggestion_id').references(() => suggestions.id, { onDelete: 'set null' }),
    revertsId: uuid('reverts_id').references((): AnyPgColumn => libraryChanges.id, {
      onDelete: 'set null',
    }),
    /** The library's revision after the change. */
    revision: integer('revision').notNull(),
    changes: jsonb('changes').$type<LibraryFieldChange[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('library_changes_library_idx').on(t.libraryId, t.createdAt),
    // The directory's change feed reads the latest changes of every library.
    index('library_changes_created_idx').on(t.createdAt),
    // A change is undone at most once, whatever two admins do at the same moment.
    uniqueIndex('library_changes_reverts_unique').on(t.revertsId),
    check(
      'library_changes_kind_check',
      sql`${t.kind} in ('create', 'seed', 'edit', 'proposal', 'revert')`,
    ),
  ],
);

/**
 * The libraries removed from the directory, kept after their row (and its history) is gone: their
 * ids are never given to another library, a removal is news in the change feed, and a library
 * merged into another (`mergedInto`) answers 301 towards it.
 */
export const removedLibraries = pgTable(
  'removed_libraries',
  {
    id: text('id').primaryKey(),
    /** Its name when it was removed, for the feed to say what went. */
    libName: jsonb('lib_name').$type<Bilingual>().notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The library it was merged into, when it was; not a foreign key, since that library may be
     * removed (or merged) in turn, and this record must still say where the id led.
     */
    mergedInto: text('merged_into'),
  },
  (t) => [
    index('removed_libraries_removed_idx').on(t.removedAt),
    index('removed_libraries_merged_into_idx').on(t.mergedInto),
    check('removed_libraries_not_into_itself', sql`${t.mergedInto} <> ${t.id}`),
  ],
);

/** What the author of a suggestion is told: reviewed, applied, commented on; read or not. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['approved', 'rejected', 'applied', 'commented'] }).notNull(),
    suggestionId: uuid('suggestion_id')
      .notNull()
      .references(() => suggestions.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fields: jsonb('fields').$type<LibraryField[]>().notNull().default([]),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('approved', 'rejected', 'applied', 'commented')`,
    ),
  ],
);

/**
 * The directory's order in each language (sortLibraries: country, then name, by Intl.Collator),
 * as a rank per library, since the databases' own collations differ (PGlite has no ICU). A table
 * of its own, not columns of `libraries`: renumbering every rank must neither bump each library's
 * revision (the row trigger of migration 0003) nor lock the rows of libraries being edited; no
 * foreign key either, for the same reason (a removed library's rank goes at the next ranking).
 * Ranks are spaced (rankLibraries' RANK_GAP, migration 0009), so a new or renamed library takes a
 * free value between its neighbours (placeLibrary) instead of every rank moving.
 */
export const libraryRanks = pgTable(
  'library_ranks',
  {
    libraryId: text('library_id').primaryKey(),
    sortEn: bigint('sort_en', { mode: 'number' }).notNull(),
    sortAr: bigint('sort_ar', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('library_ranks_sort_en_idx').on(t.sortEn, t.libraryId),
    index('library_ranks_sort_ar_idx').on(t.sortAr, t.libraryId),
  ],
);

/**
 * Every word of the libraries' search texts (search_en, search_ar, search_place, as searchKeys,
 * three characters or more), once each, kept by a row trigger on `libraries` (migration 0010):
 * a near match is looked for among these few words (pg_trgm word similarity on a trigram index)
 * before the libraries holding the closest are read, instead of every library's text being scored.
 * A word no library holds any more stays: it only costs a lookup that finds no library.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * The version of the search-text rules (search/refreshSearchText.ts) the libraries' search columns
 * were last written with: one row. A start whose rules differ rewrites every row's search texts
 * (refreshSearchText), then stores its version here.
 */
export const searchTextRules = pgTable(
  'search_text_rules',
  {
    id: integer('id').primaryKey().default(1),
    version: text('version').notNull(),
  },
  (t) => [check('search_text_rules_single_row', sql`${t.id} = 1`)],
);

/**
 * How many libraries each region holds (the region's English name; '' for a library without one),
 * kept by a statement trigger on `libraries` (migration 0013) on every insert, removal and change
 * of region, whoever writes: the total of the whole directory and of a region, which
 * GET /api/directory/search gives with an empty text, read from a few rows instead of counted
 * over every library (a million rows: 0.2 s and more).
 */
export const regionLibraryCounts = pgTable('region_library_counts', {
  region: text('region').primaryKey(),
  libraries: bigint('libraries', { mode: 'number' }).notNull(),
});

export type LibraryRow = typeof libraries.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type SuggestionRow = typeof suggestions.$inferSelect;
