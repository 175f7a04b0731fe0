import { DATASET_LICENCE, DATASET_TITLE } from '@libatlas/contracts';
import type { DatasetEdition } from '../cache/DatasetEdition';
import type { DatasetRecord } from './datasetRecord';

/**
 * The libraries as a GeoJSON FeatureCollection (RFC 7946): one Feature per library, its id the
 * library's, a Point at [lng, lat] (null geometry for a library with no point), the record's
 * other columns as its properties. The licence, title, data version and date are foreign members
 * of the collection, which RFC 7946 §6.1 allows and readers ignore.
 */
export function datasetGeoJson(records: readonly DatasetRecord[], edition: DatasetEdition) {
  return {
    type: 'FeatureCollection',
    title: DATASET_TITLE.en,
    license: DATASET_LICENCE.url,
    version: edition.version,
    dateModified: edition.updatedAt,
    url: `${edition.origin}/data`,
    features: records.map(({ lat, lng, ...properties }) => ({
      type: 'Feature',
      id: properties.id,
      geometry: lat === null || lng === null ? null : { type: 'Point', coordinates: [lng, lat] },
      properties,
    })),
  };
}
