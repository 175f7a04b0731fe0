import {
  DATASET_FIELDS,
  hasFact,
  type BilingualText,
  type DatasetField,
  type DatasetSummary,
  type Library,
} from '@libatlas/contracts';

const filled = (text: string | undefined) => (text ?? '').trim() !== '';
const eitherLanguage = (text: BilingualText | null | undefined) =>
  filled(text?.en) || filled(text?.ar);

/**
 * Whether a library has a value for the field: a text in either language, a list or map that is
 * not empty, a point other than 0, 0, and hours that are not the seed's "not yet recorded" (as
 * the Data gaps tab counts them).
 */
function hasValue(library: Library, field: DatasetField): boolean {
  switch (field) {
    case 'lib_name':
    case 'country':
    case 'region':
    case 'description':
    case 'address':
    case 'sovereignState':
    case 'accessNote':
      return eitherLanguage(library[field]);
    case 'operatingHours':
    case 'contact.phone':
    case 'contact.email':
    case 'website':
    case 'catalogue':
    case 'access':
    case 'isil':
    case 'image':
      return hasFact(library, field);
    case 'location':
      return library.location.lat !== 0 || library.location.lng !== 0;
    case 'languages':
    case 'sources':
      return (library[field]?.length ?? 0) > 0;
    case 'factSources':
      return Object.keys(library.factSources ?? {}).length > 0;
    case 'id':
    case 'locationPrecision':
    case 'openingHours':
    case 'timeZone':
    case 'digitalLibrary':
    case 'wikidata':
    case 'lastChecked':
    case 'updatedAt':
      return filled(library[field]);
  }
}

/** How many libraries have a value for each field, in DATASET_FIELDS' order. */
export function datasetCoverage(libraries: readonly Library[]): DatasetSummary['coverage'] {
  return DATASET_FIELDS.map((field) => ({
    field,
    count: libraries.filter((library) => hasValue(library, field)).length,
  }));
}
