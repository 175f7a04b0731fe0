import {
  DATASET_DESCRIPTION,
  DATASET_DOWNLOADS,
  DATASET_LICENCE,
  DATASET_TITLE,
} from '@libatlas/contracts';
import type { DatasetEdition } from '../cache/DatasetEdition';
import type { DatasetRecord } from './datasetRecord';

/** A text in both languages as JSON-LD language-tagged values, leaving out an empty one. */
function bilingual(en: string, ar: string) {
  const values = [
    { '@value': en.trim(), '@language': 'en' },
    { '@value': ar.trim(), '@language': 'ar' },
  ].filter((value) => value['@value'] !== '');
  return values.length > 0 ? values : undefined;
}

/** Several values, or none at all rather than an empty list. */
function some<T>(values: T[]): T[] | undefined {
  return values.length > 0 ? values : undefined;
}

/**
 * One library as a schema.org `Library`. Its sources are the web pages it is the `subjectOf`
 * (schema.org's `isBasedOn` and `citation` belong to creative works, not to a place); its
 * `openingHours` are the OpenStreetMap rules, one value per rule, which for a plain week is
 * schema.org's own syntax (`Mo-Fr 09:00-17:00`).
 */
function libraryNode(record: DatasetRecord, origin: string) {
  const page = `${origin}/libraries/${encodeURIComponent(record.id)}`;
  return {
    '@type': 'Library',
    '@id': `${page}#library`,
    name: bilingual(record.lib_name_en, record.lib_name_ar),
    description: bilingual(record.description_en, record.description_ar),
    url: record.website || page,
    mainEntityOfPage: page,
    identifier: record.isil
      ? { '@type': 'PropertyValue', propertyID: 'ISIL', value: record.isil }
      : undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: bilingual(record.address_en, record.address_ar),
      addressCountry: bilingual(record.country_en, record.country_ar),
    },
    geo:
      record.lat === null || record.lng === null
        ? undefined
        : { '@type': 'GeoCoordinates', latitude: record.lat, longitude: record.lng },
    telephone: record.phone || undefined,
    email: record.email || undefined,
    openingHours: some(
      record.openingHours
        .split(';')
        .map((rule) => rule.trim())
        .filter(Boolean),
    ),
    image: record.image || undefined,
    knowsLanguage: some(record.languages),
    sameAs: record.wikidata
      ? `https://www.wikidata.org/wiki/${encodeURIComponent(record.wikidata)}`
      : undefined,
    subjectOf: some(record.sources.map((url) => ({ '@type': 'WebPage', url }))),
  };
}

/**
 * The dataset as schema.org JSON-LD: a `Dataset` (its title and description in both languages,
 * licence, version, date, the three downloads as its `distribution`, the atlas as creator and
 * publisher) `about` one `Library` per library.
 */
export function datasetJsonLd(records: readonly DatasetRecord[], edition: DatasetEdition) {
  const { origin } = edition;
  const atlas = {
    '@type': 'Organization',
    '@id': `${origin}/#atlas`,
    name: DATASET_TITLE.en,
    url: origin,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    '@id': `${origin}/data#dataset`,
    name: bilingual(DATASET_TITLE.en, DATASET_TITLE.ar),
    description: bilingual(DATASET_DESCRIPTION.en, DATASET_DESCRIPTION.ar),
    url: `${origin}/data`,
    license: DATASET_LICENCE.url,
    isAccessibleForFree: true,
    inLanguage: ['en', 'ar'],
    version: edition.version,
    dateModified: edition.updatedAt,
    creator: atlas,
    publisher: { '@id': atlas['@id'] },
    distribution: DATASET_DOWNLOADS.map((download) => ({
      '@type': 'DataDownload',
      encodingFormat: download.mediaType,
      contentUrl: `${origin}${download.path}`,
    })),
    about: records.map((record) => libraryNode(record, origin)),
  };
}
