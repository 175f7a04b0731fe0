import { z } from 'zod';
import { languageNameSchema } from './languageSchema';
import { SOURCED_FIELDS } from './libraryFields';
import { ACCESS_KINDS, LOCATION_PRECISIONS } from './libraryOptions';
import { arabicRegionName, DEFAULT_REGION } from './regions';
import { regionInputSchema } from './regionSchema';
import {
  bilingualTextSchema,
  emailSchema,
  httpUrlSchema,
  optionalText,
  requiredBilingual,
  requiredText,
  TEXT_LIMITS,
  timestampSchema,
} from './text';
import { validationMessages } from './validationMessages';
import { versionStampSchema } from './versionStampSchema';

/** Where an uploaded image lives: the upload answer's `url` (`/uploads/{name}`). */
export const UPLOAD_PATH_PATTERN = /^\/uploads\/[A-Za-z0-9._-]+$/;

/**
 * A decimal-degrees coordinate. Input that does not parse as a number becomes 0 (spec §5); a number
 * outside the coordinate's range is an error rather than a silently wrong map pin.
 */
function coordinate(limit: number, message: string) {
  return z.preprocess(
    (value) => {
      const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
      return Number.isFinite(n) ? n : 0;
    },
    z.number().min(-limit, { error: message }).max(limit, { error: message }),
  );
}

export const locationSchema = z.object({
  lat: coordinate(90, validationMessages.latitudeRange),
  lng: coordinate(180, validationMessages.longitudeRange),
});
export type Location = z.infer<typeof locationSchema>;

export const DEFAULT_LOCATION: Location = { lat: 0, lng: 0 };

/** A library image: a path from the upload endpoint or a full http(s) URL; '' for none. */
export const libraryImageSchema = z.union([
  z.literal(''),
  z.string().regex(UPLOAD_PATH_PATTERN, { error: validationMessages.invalidUrl }),
  httpUrlSchema,
]);

/** A calendar date written YYYY-MM-DD that exists (2025-02-30 does not). */
export const isoDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: validationMessages.invalidDate })
  .refine(
    (text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
    },
    { error: validationMessages.invalidDate },
  );

/** A Wikidata item id, e.g. Q193563 (the Bibliothèque nationale de France). */
export const wikidataIdSchema = z
  .string()
  .trim()
  .regex(/^Q[1-9]\d{0,11}$/, { error: validationMessages.invalidWikidata });

/**
 * An ISIL (ISO 15511): a prefix of up to four letters or digits (a country code, e.g. FR), a
 * hyphen, then up to eleven letters, digits, hyphens, colons or slashes; sixteen characters at most.
 */
export const isilSchema = z
  .string()
  .trim()
  .max(16, { error: validationMessages.invalidIsil })
  .regex(/^[A-Za-z0-9]{1,4}-[A-Za-z0-9:/-]{1,11}$/, { error: validationMessages.invalidIsil });

/**
 * The page one fact was read from: its address and the date the page states (a year, a month or a
 * day, YYYY[-MM[-DD]]), or `undated` when it states none.
 */
export const factSourceSchema = z.object({
  url: httpUrlSchema,
  date: z
    .string()
    .trim()
    .regex(/^(\d{4}(-\d{2}(-\d{2})?)?|undated)$/, { error: validationMessages.invalidSourceDate }),
});
export type FactSource = z.infer<typeof factSourceSchema>;

/** Each sourced fact's page, by field (`SOURCED_FIELDS`); a fact without an entry has none. */
export const factSourcesSchema = z.partialRecord(z.enum(SOURCED_FIELDS), factSourceSchema);
export type FactSources = z.infer<typeof factSourcesSchema>;

/** At most this many characters of `openingHours` (OpenStreetMap's own limit for a tag value). */
export const OPENING_HOURS_MAX = 255;

/** Where a library's facts can be checked: at most this many URLs. */
export const MAX_SOURCES = 20;

/**
 * A library as the API answers it (spec §3), each field described for the OpenAPI document
 * (`/api/docs`) and the dataset's readers.
 */
export const librarySchema = z.object({
  id: z
    .string()
    .describe(
      "The library's id in the atlas, readable and URL-safe (`fr-bnf`). It never changes once published.",
    ),
  lib_name: bilingualTextSchema.describe(
    "The library's name, in English (`en`) and Arabic (`ar`).",
  ),
  country: bilingualTextSchema.describe(
    'The country or territory whose national library it is, in English and Arabic.',
  ),
  region: bilingualTextSchema.describe(
    'The region of the world the atlas lists it under (Africa, Asia, Europe, …), in English and Arabic.',
  ),
  description: bilingualTextSchema.describe(
    'What the library is: its history, role and collections, in English and Arabic.',
  ),
  address: bilingualTextSchema.describe('Its postal address, in English and Arabic.'),
  operatingHours: bilingualTextSchema.describe(
    'Its opening hours as text to read, in English and Arabic ("Opening hours not yet recorded." when no source gives them); `openingHours` holds them as data.',
  ),
  website: z
    .union([z.literal(''), httpUrlSchema])
    .describe("Its website's address, or '' when none is known."),
  image: z
    .string()
    .optional()
    .describe(
      "A picture of it: an uploaded image's path (`/uploads/{name}`, served at `/api/uploads/{name}`) or a full URL; '' for none.",
    ),
  languages: z
    .array(z.string())
    .describe('The languages its collections and services are in, by their English names.'),
  location: locationSchema.describe(
    'Its point on the map, in decimal degrees (WGS 84): `lat` north, `lng` east. 0, 0 means no point is known.',
  ),
  contact: z
    .object({
      phone: z.string(),
      email: z.union([z.literal(''), emailSchema(validationMessages.invalidEmail)]),
    })
    .describe(
      "How to reach it: `phone` (with its country code) and `email`, each '' when no public source gives one.",
    ),
  sources: z
    .array(z.string())
    .optional()
    .describe(
      "The web pages the record's facts were read from (never empty for a seeded record): the sources the dataset credits.",
    ),
  lastChecked: z
    .string()
    .optional()
    .describe("When its facts were last checked against those sources (YYYY-MM-DD), or ''."),
  wikidata: z
    .string()
    .optional()
    .describe("Its Wikidata item (Q…), or '' when not known with confidence."),
  isil: z
    .string()
    .optional()
    .describe(
      "Its ISIL (International Standard Identifier for Libraries, ISO 15511), or '' when not known with confidence.",
    ),
  locationPrecision: z
    .enum(LOCATION_PRECISIONS)
    .optional()
    .describe('Whether `location` is the building itself (`building`) or only its city (`city`).'),
  sovereignState: bilingualTextSchema
    .nullable()
    .optional()
    .describe(
      'For a dependent territory (Aruba, Bermuda…), the sovereign state it belongs to, in English and Arabic; null for a state.',
    ),
  openingHours: z
    .string()
    .optional()
    .describe(
      "Its hours as data, in OpenStreetMap's `opening_hours` syntax (`Mo-Fr 09:00-17:00; PH off`), in the library's local time; '' when not known. `operatingHours` stays the text shown.",
    ),
  timeZone: z
    .string()
    .optional()
    .describe(
      "Its IANA time zone (`Australia/Sydney`), derived by the server from `location`; '' when unknown.",
    ),
  countryCode: z
    .string()
    .optional()
    .describe(
      "Its country's ISO 3166-1 alpha-2 code (for the holidays `PH` means), derived by the server; '' when unknown.",
    ),
  hoursWeek: z
    .array(z.array(z.tuple([z.string(), z.string()])))
    .nullable()
    .optional()
    .describe(
      "The usual week of `openingHours`, Monday first, each day's [from, to] local times; null when the hours are not one week repeated (derived by the server).",
    ),
  catalogue: z.string().optional().describe("The address of its online catalogue (OPAC), or ''."),
  digitalLibrary: z.string().optional().describe("The address of its digital library, or ''."),
  access: z
    .union([z.literal(''), z.enum(ACCESS_KINDS)])
    .optional()
    .describe(
      "Who may use it: `public` (anyone who walks in), `registration` (readers who register or hold a reader's card) or `researchers` (researchers only); '' when no source says. `accessNote` gives the conditions.",
    ),
  accessNote: bilingualTextSchema
    .optional()
    .describe('The conditions of access (card, fees, age), in English and Arabic.'),
  factSources: factSourcesSchema
    .optional()
    .describe(
      'The page each sourced fact was read from, by field (`contact.phone`, `operatingHours`…): its `url` and the `date` it states (YYYY[-MM[-DD]] or `undated`).',
    ),
  createdAt: timestampSchema.optional().describe('When the record was created (ISO 8601).'),
  updatedAt: timestampSchema
    .optional()
    .describe(
      'When the record last changed (ISO 8601); an edit may name it to not overwrite a change made meanwhile.',
    ),
  revision: z
    .number()
    .int()
    .optional()
    .describe(
      "Counts the record's writes: a proposal remembers the revision it read, so that applying it later can tell whether the fields it touches changed since.",
    ),
});
export type Library = z.infer<typeof librarySchema>;

/** A readable, URL-safe id such as `fr-bnf`. */
export const libraryIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,63}$/, { error: validationMessages.invalidChoice });

/** The provenance and identity fields of a library as the form and the API take them. */
const provenanceInput = {
  // The form edits the sources as text, one URL per line; the API also takes that text.
  sources: z
    .preprocess(
      (value) =>
        typeof value === 'string'
          ? value
              .split(/\r?\n/)
              .map((line) => line.trim())
              .filter(Boolean)
          : value,
      z.array(httpUrlSchema).max(MAX_SOURCES, { error: validationMessages.tooMany }),
    )
    .default([])
    .transform((list) => [...new Set(list)]),
  lastChecked: z.union([z.literal(''), isoDateSchema]).default(''),
  wikidata: z.union([z.literal(''), wikidataIdSchema]).default(''),
  isil: z.union([z.literal(''), isilSchema]).default(''),
  locationPrecision: z
    .enum(LOCATION_PRECISIONS, { error: validationMessages.invalidChoice })
    .default('building'),
  // A state has none: the form's two empty fields mean null, one filled name asks for the other.
  sovereignState: z
    .preprocess(
      (value) =>
        value !== null &&
        typeof value === 'object' &&
        !String((value as { en?: unknown }).en ?? '').trim() &&
        !String((value as { ar?: unknown }).ar ?? '').trim()
          ? null
          : value,
      requiredBilingual().nullable(),
    )
    .default(null),
};

/** What a visitor needs: hours as data, catalogue, digital library, access, and each fact's page. */
const visitInput = {
  openingHours: z
    .string()
    .trim()
    .max(OPENING_HOURS_MAX, { error: validationMessages.tooLong })
    .default(''),
  catalogue: z.union([z.literal(''), httpUrlSchema]).default(''),
  digitalLibrary: z.union([z.literal(''), httpUrlSchema]).default(''),
  access: z
    .union([z.literal(''), z.enum(ACCESS_KINDS, { error: validationMessages.invalidChoice })])
    .default(''),
  accessNote: z
    .object({ en: optionalText(TEXT_LIMITS.medium), ar: optionalText(TEXT_LIMITS.medium) })
    .default({ en: '', ar: '' }),
  factSources: factSourcesSchema.default({}),
};

/**
 * What the library form sends on create, with every rule of spec §5 (phone and email required).
 * The server parses the same schema, so a rule the form shows is a rule the API enforces.
 */
export const libraryInputSchema = z.object({
  id: libraryIdSchema.optional(),
  lib_name: requiredBilingual(),
  country: requiredBilingual(),
  region: regionInputSchema,
  description: requiredBilingual(TEXT_LIMITS.long),
  address: requiredBilingual(TEXT_LIMITS.medium),
  operatingHours: requiredBilingual(TEXT_LIMITS.medium),
  website: z.union([z.literal(''), httpUrlSchema]).default(''),
  image: libraryImageSchema.default(''),
  languages: z
    .array(languageNameSchema)
    .max(23)
    .default([])
    .transform((list) => [...new Set(list)]),
  location: locationSchema.default({ lat: 0, lng: 0 }),
  contact: z.object({
    phone: requiredText(40),
    email: z
      .string({ error: validationMessages.required })
      .trim()
      .min(1, { error: validationMessages.required })
      .pipe(emailSchema(validationMessages.invalidEmail)),
  }),
  ...provenanceInput,
  ...visitInput,
});
export type LibraryInput = z.input<typeof libraryInputSchema>;
export type LibraryPayload = z.output<typeof libraryInputSchema>;

/**
 * What an update may send: the create rules, except that a contact may be empty. Whether an empty
 * contact is allowed depends on the record (see `blankedContacts`): this schema alone is what the
 * seed data and the route's first check use.
 */
export const libraryUpdateInputSchema = libraryInputSchema.extend({
  contact: z.object({
    phone: optionalText(40),
    email: z
      .string()
      .trim()
      .pipe(z.union([z.literal(''), emailSchema(validationMessages.invalidEmail)])),
  }),
  /**
   * The `updatedAt` of the record this edit was made from: when the record has changed since, the
   * edit is refused (409 `versionConflict`) rather than overwriting that change. Left out, the
   * edit replaces the record whatever it is now (the spec's payload).
   */
  updatedAt: versionStampSchema.optional(),
});

export type ContactField = 'phone' | 'email';

/**
 * The contacts an edit would empty although the record has them. Spec §5 requires phone and email;
 * a record seeded without them (no public source) can still be corrected without inventing them,
 * but a known contact is never blanked.
 */
export function blankedContacts(
  before: { phone: string; email: string },
  after: { phone: string; email: string },
): ContactField[] {
  return (['phone', 'email'] as const).filter(
    (field) => before[field].trim() !== '' && after[field].trim() === '',
  );
}

/** The update rules for one record: its known contacts stay required (the form and the server). */
export function libraryEditSchema(before: { phone: string; email: string }) {
  return libraryUpdateInputSchema.superRefine((value, context) => {
    for (const field of blankedContacts(before, value.contact)) {
      context.addIssue({
        code: 'custom',
        path: ['contact', field],
        message: validationMessages.required,
      });
    }
  });
}

/** The library form's empty state: add mode (spec §4), region Middle East, location 0,0. */
export function emptyLibraryInput(): LibraryInput {
  const empty = { en: '', ar: '' };
  return {
    lib_name: { ...empty },
    country: { ...empty },
    region: { en: DEFAULT_REGION, ar: arabicRegionName(DEFAULT_REGION) },
    description: { ...empty },
    address: { ...empty },
    operatingHours: { ...empty },
    website: '',
    image: '',
    languages: [],
    location: { lat: 0, lng: 0 },
    contact: { phone: '', email: '' },
    sources: [],
    lastChecked: '',
    wikidata: '',
    isil: '',
    locationPrecision: 'building',
    sovereignState: null,
    openingHours: '',
    catalogue: '',
    digitalLibrary: '',
    access: '',
    accessNote: { ...empty },
    factSources: {},
  };
}
