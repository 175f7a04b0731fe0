import { z } from 'zod';

/**
 * The directory as a dataset (`/data`): its licence, its downloads and what each field holds.
 * The compilation is CC0 (public domain dedication), so it may go anywhere (Wikidata takes only
 * CC0 data); each record still names the pages its facts were read from (`sources`).
 */
export const DATASET_LICENCE = {
  id: 'CC0-1.0',
  name: 'CC0 1.0 Universal',
  url: 'https://creativecommons.org/publicdomain/zero/1.0/',
} as const;

/** The downloads, each drawn from the same data as the pages and current with every write. */
export const DATASET_DOWNLOADS = [
  { format: 'csv', path: '/data/libraries.csv', mediaType: 'text/csv; charset=utf-8' },
  { format: 'geojson', path: '/data/libraries.geojson', mediaType: 'application/geo+json' },
  { format: 'jsonld', path: '/data/libraries.jsonld', mediaType: 'application/ld+json' },
] as const;
export type DatasetFormat = (typeof DATASET_DOWNLOADS)[number]['format'];

/**
 * The fields the dataset describes, in the order the `/data` page lists them (each is a column,
 * or a pair of columns `_en`/`_ar` for a text in both languages, of the CSV; a property of the
 * GeoJSON and JSON-LD items).
 */
export const DATASET_FIELDS = [
  'id',
  'lib_name',
  'country',
  'sovereignState',
  'region',
  'description',
  'address',
  'location',
  'locationPrecision',
  'operatingHours',
  'openingHours',
  'timeZone',
  'contact.phone',
  'contact.email',
  'website',
  'catalogue',
  'digitalLibrary',
  'access',
  'accessNote',
  'languages',
  'image',
  'wikidata',
  'isil',
  'sources',
  'factSources',
  'lastChecked',
  'updatedAt',
] as const;
export type DatasetField = (typeof DATASET_FIELDS)[number];

/** GET /api/dataset: what `/data` shows about the dataset as of its current data version. */
export const datasetSummarySchema = z.object({
  /** The data version (it grows with every write to the directory). */
  version: z.number().int().nonnegative(),
  /** When the data last changed (ISO 8601). */
  updatedAt: z.string(),
  /** How many libraries the dataset holds. */
  count: z.number().int().nonnegative(),
  /** How many records have a value for each field (for a text in both languages: in either). */
  coverage: z.array(
    z.object({ field: z.enum(DATASET_FIELDS), count: z.number().int().nonnegative() }),
  ),
  /** Each download with its size, as sent uncompressed and as brotli sends it. */
  downloads: z.array(
    z.object({
      format: z.enum(['csv', 'geojson', 'jsonld']),
      path: z.string(),
      mediaType: z.string(),
      bytes: z.number().int().nonnegative(),
      compressedBytes: z.number().int().nonnegative(),
    }),
  ),
});
export type DatasetSummary = z.infer<typeof datasetSummarySchema>;
