// Without zod: the maps check every answer with it as the reader pans and zooms.
import type { DirectoryMap } from './directoryMap';
import { LOCATION_PRECISIONS } from './libraryOptions';
import { isBilingual, isOneOf, isRecord, isString } from './shapeChecks';

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isCluster(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { id, lat, lng, count, expansionZoom } = value;
  return (
    Number.isInteger(id) &&
    (id as number) >= 0 &&
    isNumber(lat) &&
    isNumber(lng) &&
    Number.isInteger(count) &&
    (count as number) >= 2 &&
    Number.isInteger(expansionZoom)
  );
}

function isMapLibrary(value: unknown): boolean {
  if (!isRecord(value) || !isString(value.id) || !isString(value.website)) return false;
  const { location } = value;
  return (
    isBilingual(value.lib_name) &&
    isBilingual(value.country) &&
    isRecord(location) &&
    isNumber(location.lat) &&
    isNumber(location.lng) &&
    (value.locationPrecision === undefined ||
      isOneOf(LOCATION_PRECISIONS, value.locationPrecision)) &&
    (value.sovereignState === undefined ||
      value.sovereignState === null ||
      isBilingual(value.sovereignState))
  );
}

/**
 * Whether a value has the shape of GET /api/directory/map's answer (`directoryMapSchema`), without
 * the schema's finer rules on a library, which the server enforces on every write; the contracts'
 * tests hold it to the schema.
 */
export function isDirectoryMap(value: unknown): value is DirectoryMap {
  if (!isRecord(value)) return false;
  const { zoom, clusters, libraries, bounds } = value;
  return (
    Number.isInteger(zoom) &&
    Array.isArray(clusters) &&
    clusters.every(isCluster) &&
    Array.isArray(libraries) &&
    libraries.every(isMapLibrary) &&
    (bounds === null || (Array.isArray(bounds) && bounds.length === 4 && bounds.every(isNumber)))
  );
}
