import {
  emptyLibraryInput,
  REGIONS,
  type AccessKind,
  type BilingualText,
  type FactSources,
  type Library,
  type LocationPrecision,
} from '@libatlas/contracts';

/**
 * What the library form holds while it is edited: the fields of `LibraryInput`, with the
 * coordinates as the text typed (so a half-typed '-' or '2.' survives until the field is left).
 * The form's resolver turns it into the payload.
 */
export interface LibraryFormValues {
  lib_name: BilingualText;
  country: BilingualText;
  /** The English name picks the region; the Arabic one is derived from it, never typed. */
  region: BilingualText;
  description: BilingualText;
  address: BilingualText;
  operatingHours: BilingualText;
  website: string;
  image: string;
  languages: string[];
  location: { lat: string; lng: string };
  contact: { phone: string; email: string };
  /** Both names empty for a state; a dependent territory's sovereign state otherwise. */
  sovereignState: BilingualText;
  /** One URL per line, as typed; the schema splits it. */
  sources: string;
  /** YYYY-MM-DD, or '' when never checked. */
  lastChecked: string;
  wikidata: string;
  isil: string;
  locationPrecision: LocationPrecision;
  /** The hours as data, in OpenStreetMap's syntax ('' none); `operatingHours` is the text shown. */
  openingHours: string;
  catalogue: string;
  digitalLibrary: string;
  access: AccessKind | '';
  accessNote: BilingualText;
  /** Each sourced fact's page: not edited here, sent back as it came (the server drops the page of
   * a fact the edit changes). */
  factSources: FactSources;
}

const text = (value: BilingualText): BilingualText => ({ en: value.en, ar: value.ar });

/**
 * The form's starting values: the record's in edit mode, else the empty form of add mode (spec §4:
 * region Middle East, location 0,0). A region outside the known list starts unselected.
 */
export function libraryFormValues(library?: Library): LibraryFormValues {
  if (!library) {
    const empty = emptyLibraryInput();
    return {
      lib_name: empty.lib_name,
      country: empty.country,
      region: { en: empty.region.en, ar: empty.region.ar ?? '' },
      description: empty.description,
      address: empty.address,
      operatingHours: empty.operatingHours,
      website: '',
      image: '',
      languages: [],
      location: { lat: '0', lng: '0' },
      contact: { phone: '', email: '' },
      sovereignState: { en: '', ar: '' },
      sources: '',
      lastChecked: '',
      wikidata: '',
      isil: '',
      locationPrecision: 'building',
      openingHours: '',
      catalogue: '',
      digitalLibrary: '',
      access: '',
      accessNote: { en: '', ar: '' },
      factSources: {},
    };
  }
  const region = REGIONS.find((known) => known.en === library.region.en);
  return {
    lib_name: text(library.lib_name),
    country: text(library.country),
    region: region ? { en: region.en, ar: region.ar } : { en: '', ar: '' },
    description: text(library.description),
    address: text(library.address),
    operatingHours: text(library.operatingHours),
    website: library.website ?? '',
    image: library.image ?? '',
    languages: [...library.languages],
    location: {
      lat: String(library.location?.lat ?? 0),
      lng: String(library.location?.lng ?? 0),
    },
    contact: { phone: library.contact?.phone ?? '', email: library.contact?.email ?? '' },
    sovereignState: library.sovereignState ? text(library.sovereignState) : { en: '', ar: '' },
    sources: (library.sources ?? []).join('\n'),
    lastChecked: library.lastChecked ?? '',
    wikidata: library.wikidata ?? '',
    isil: library.isil ?? '',
    locationPrecision: library.locationPrecision ?? 'building',
    openingHours: library.openingHours ?? '',
    catalogue: library.catalogue ?? '',
    digitalLibrary: library.digitalLibrary ?? '',
    access: library.access ?? '',
    accessNote: library.accessNote ? text(library.accessNote) : { en: '', ar: '' },
    factSources: structuredClone(library.factSources ?? {}),
  };
}
