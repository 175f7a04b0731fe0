import type { LibraryListItem } from './libraryListItem';
import { LOCATION_PRECISIONS } from './libraryOptions';
import { isBilingual, isOneOf, isOptionalString, isRecord, isString } from './shapeChecks';

// Without zod: the list pages check every item the API sends with it on their first load.

function isCoordinate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Whether a value has the shape of an item of GET /api/directory/libraries
 * (`libraryListItemSchema`'s fields and types), without the schema's finer rules, which the
 * server enforces on every write. The contracts' tests hold it to the schema.
 */
export function isLibraryListItem(value: unknown): value is LibraryListItem {
  if (!isRecord(value) || !isString(value.id)) return false;
  if (!(['lib_name', 'country', 'region'] as const).every((field) => isBilingual(value[field])))
    return false;
  const { location } = value;
  return (
    isString(value.website) &&
    isOptionalString(value.image) &&
    isOptionalString(value.openingHours) &&
    isOptionalString(value.timeZone) &&
    isOptionalString(value.countryCode) &&
    isRecord(location) &&
    isCoordinate(location.lat) &&
    isCoordinate(location.lng) &&
    (value.locationPrecision === undefined ||
      isOneOf(LOCATION_PRECISIONS, value.locationPrecision)) &&
    (value.sovereignState === undefined ||
      value.sovereignState === null ||
      isBilingual(value.sovereignState))
  );
}
