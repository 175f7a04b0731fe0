import {
  UPLOAD_PATH_PATTERN,
  type BilingualText,
  type DatasetColumn,
  type FactSources,
  type Library,
} from '@libatlas/contracts';

/** One library as the downloads write it: a value per column (DATASET_COLUMNS). */
export type DatasetRecord = {
  [Column in DatasetColumn]: Column extends 'lat' | 'lng'
    ? number | null
    : Column extends 'languages' | 'sources'
      ? string[]
      : Column extends 'factSources'
        ? FactSources
        : string;
};

function pair<Name extends string>(
  name: Name,
  text: BilingualText | null | undefined,
): Record<`${Name}_en` | `${Name}_ar`, string> {
  return { [`${name}_en`]: text?.en ?? '', [`${name}_ar`]: text?.ar ?? '' } as Record<
    `${Name}_en` | `${Name}_ar`,
    string
  >;
}

/**
 * A library as the downloads hold it, with the values `GET /api/libraries` answers, except that
 * an uploaded image's path becomes the address it is served at (`{origin}/api/uploads/…`), and a
 * point at 0, 0 (what the form keeps for "no point", as every page reads it) is no point.
 */
export function datasetRecord(library: Library, origin: string): DatasetRecord {
  const { lat, lng } = library.location;
  const located = lat !== 0 || lng !== 0;
  const image = library.image ?? '';
  return {
    id: library.id,
    ...pair('lib_name', library.lib_name),
    ...pair('country', library.country),
    ...pair('sovereignState', library.sovereignState),
    ...pair('region', library.region),
    ...pair('description', library.description),
    ...pair('address', library.address),
    lat: located ? lat : null,
    lng: located ? lng : null,
    locationPrecision: library.locationPrecision ?? '',
    ...pair('operatingHours', library.operatingHours),
    openingHours: library.openingHours ?? '',
    timeZone: library.timeZone ?? '',
    phone: library.contact.phone,
    email: library.contact.email,
    website: library.website,
    catalogue: library.catalogue ?? '',
    digitalLibrary: library.digitalLibrary ?? '',
    access: library.access ?? '',
    ...pair('accessNote', library.accessNote),
    languages: library.languages,
    image: UPLOAD_PATH_PATTERN.test(image) ? `${origin}/api${image}` : image,
    wikidata: library.wikidata ?? '',
    isil: library.isil ?? '',
    sources: library.sources ?? [],
    factSources: library.factSources ?? {},
    lastChecked: library.lastChecked ?? '',
    updatedAt: library.updatedAt ?? '',
  };
}
