import type { Library } from './library';
import { LOCATION_PRECISIONS } from './libraryOptions';
import {
  isBilingual,
  isOneOf,
  isOptionalString,
  isRecord,
  isString,
  isStringArray,
} from './shapeChecks';

// Kept apart from library.ts so that it needs no zod: the list and detail pages check every
// record the API sends with it on their first load.

const BILINGUAL_FIELDS = [
  'lib_name',
  'country',
  'region',
  'description',
  'address',
  'operatingHours',
] as const;

function isCoordinate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Whether a value has the shape of a library as the API answers it (`librarySchema`'s fields and
 * types), without the schema's finer rules (URL and email syntax, coordinate ranges), which the
 * server enforces on every write. The contracts' tests hold it to the schema.
 */
export function isLibrary(value: unknown): value is Library {
  if (!isRecord(value) || !isString(value.id)) return false;
  if (!BILINGUAL_FIELDS.every((field) => isBilingual(value[field]))) return false;
  const { location, contact } = value;
  return (
    isString(value.website) &&
    isOptionalString(value.image) &&
    isStringArray(value.languages) &&
    isRecord(location) &&
    isCoordinate(location.lat) &&
    isCoordinate(location.lng) &&
    isRecord(contact) &&
    isString(contact.phone) &&
    isString(contact.email) &&
    (value.sources === undefined || isStringArray(value.sources)) &&
    isOptionalString(value.lastChecked) &&
    isOptionalString(value.wikidata) &&
    isOptionalString(value.isil) &&
    (value.locationPrecision === undefined ||
      isOneOf(LOCATION_PRECISIONS, value.locationPrecision)) &&
    (value.sovereignState === undefined ||
      value.sovereignState === null ||
      isBilingual(value.sovereignState)) &&
    isOptionalString(value.createdAt) &&
    isOptionalString(value.updatedAt)
  );
}
