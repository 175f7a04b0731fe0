// Plain data, without zod: the Open data page reads it on its first load (dataset.ts holds the
// schema).

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

/**
 * The column (or columns) of the CSV each field is written in, in the order of DATASET_FIELDS;
 * the GeoJSON features carry the same names as properties (the point itself is their geometry).
 */
export const DATASET_COLUMNS = {
  id: ['id'],
  lib_name: ['lib_name_en', 'lib_name_ar'],
  country: ['country_en', 'country_ar'],
  sovereignState: ['sovereignState_en', 'sovereignState_ar'],
  region: ['region_en', 'region_ar'],
  description: ['description_en', 'description_ar'],
  address: ['address_en', 'address_ar'],
  location: ['lat', 'lng'],
  locationPrecision: ['locationPrecision'],
  operatingHours: ['operatingHours_en', 'operatingHours_ar'],
  openingHours: ['openingHours'],
  timeZone: ['timeZone'],
  'contact.phone': ['phone'],
  'contact.email': ['email'],
  website: ['website'],
  catalogue: ['catalogue'],
  digitalLibrary: ['digitalLibrary'],
  access: ['access'],
  accessNote: ['accessNote_en', 'accessNote_ar'],
  languages: ['languages'],
  image: ['image'],
  wikidata: ['wikidata'],
  isil: ['isil'],
  sources: ['sources'],
  factSources: ['factSources'],
  lastChecked: ['lastChecked'],
  updatedAt: ['updatedAt'],
} as const satisfies Record<DatasetField, readonly string[]>;
export type DatasetColumn = (typeof DATASET_COLUMNS)[DatasetField][number];

/**
 * How the CSV writes a list in one cell (`languages`, `sources`, and `factSources` as
 * `field: url (date)` entries): no name or address in the data holds it.
 */
export const DATASET_LIST_SEPARATOR = ' | ';

/** The dataset's title and what it holds, as its downloads and `/data` state them. */
export const DATASET_TITLE = {
  en: 'National Libraries Atlas',
  ar: 'أطلس المكتبات الوطنية',
} as const;
export const DATASET_DESCRIPTION = {
  en:
    "The national libraries of the world, in English and Arabic: each one's name, description, " +
    'address, point on the map, contacts, opening hours, catalogue, identifiers (Wikidata, ISIL) ' +
    'and the sources its facts were read from.',
  ar:
    'المكتبات الوطنية في العالم بالعربية والإنجليزية: اسم كل منها ووصفها وعنوانها وموقعها على ' +
    'الخريطة ووسائل الاتصال بها ومواعيد عملها وفهرسها ومعرّفاتها (ويكي بيانات، ISIL) والمصادر ' +
    'التي أُخذت منها معلوماتها.',
} as const;
