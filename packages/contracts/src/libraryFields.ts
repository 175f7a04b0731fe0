// Plain data and functions, without zod: the library page (a public page) and the board read them
// in the browser's first load; libraryProposal.ts holds the schemas.
import type { Library } from './library';

/**
 * Every field of a library as its history records it, by the API's names (a contact by its path).
 * The order is the order a diff lists them in.
 */
export const LIBRARY_FIELDS = [
  'lib_name',
  'country',
  'region',
  'description',
  'address',
  'operatingHours',
  'openingHours',
  'contact.phone',
  'contact.email',
  'website',
  'catalogue',
  'digitalLibrary',
  'access',
  'accessNote',
  'languages',
  'location',
  'locationPrecision',
  'image',
  'sources',
  'lastChecked',
  'wikidata',
  'isil',
  'sovereignState',
] as const;
export type LibraryField = (typeof LIBRARY_FIELDS)[number];

/** The fields a reader may propose an edit to ("Suggest an edit" on a library's page). */
export const PROPOSABLE_FIELDS = [
  'lib_name',
  'address',
  'operatingHours',
  'contact.phone',
  'contact.email',
  'website',
  'languages',
  'location',
] as const satisfies readonly LibraryField[];
export type ProposableField = (typeof PROPOSABLE_FIELDS)[number];

/** The fields written in both languages. */
export const BILINGUAL_LIBRARY_FIELDS: readonly LibraryField[] = [
  'lib_name',
  'country',
  'region',
  'description',
  'address',
  'operatingHours',
  'accessNote',
  'sovereignState',
];

/**
 * The facts that carry the page they were read from (`factSources`): the hours (text and data
 * share one), the contacts, the links, who may use the library (with its conditions), the address,
 * the point and the ISIL.
 */
export const SOURCED_FIELDS = [
  'operatingHours',
  'contact.phone',
  'contact.email',
  'website',
  'catalogue',
  'digitalLibrary',
  'access',
  'address',
  'location',
  'isil',
] as const satisfies readonly LibraryField[];
export type SourcedField = (typeof SOURCED_FIELDS)[number];

/** The fields whose change takes a sourced fact's page with it (`openingHours` goes with the hours). */
export function sourcedFieldOf(field: LibraryField): SourcedField | null {
  if (field === 'openingHours') return 'operatingHours';
  if (field === 'accessNote') return 'access';
  return (SOURCED_FIELDS as readonly string[]).includes(field) ? (field as SourcedField) : null;
}

/** A field's value: a text in both languages, a text, a list of texts, a point, or none. */
export type LibraryFieldValue =
  { en: string; ar: string } | string | string[] | { lat: number; lng: number } | null;

/** One field of one change: its value before and after. */
export interface LibraryFieldChange {
  field: LibraryField;
  old: LibraryFieldValue;
  new: LibraryFieldValue;
}

export function isLibraryField(value: unknown): value is LibraryField {
  return (LIBRARY_FIELDS as readonly unknown[]).includes(value);
}

export function isProposableField(value: unknown): value is ProposableField {
  return (PROPOSABLE_FIELDS as readonly unknown[]).includes(value);
}

/** A field's value in a library as the API answers it. */
export function libraryFieldValue(library: Library, field: LibraryField): LibraryFieldValue {
  switch (field) {
    case 'contact.phone':
      return library.contact.phone;
    case 'contact.email':
      return library.contact.email;
    case 'location':
      return { lat: library.location.lat, lng: library.location.lng };
    case 'languages':
      return [...library.languages];
    case 'sources':
      return [...(library.sources ?? [])];
    case 'website':
      return library.website;
    case 'image':
      return library.image ?? '';
    case 'lastChecked':
    case 'wikidata':
    case 'isil':
    case 'openingHours':
    case 'catalogue':
    case 'digitalLibrary':
    case 'access':
      return library[field] ?? '';
    case 'accessNote':
      return { en: library.accessNote?.en ?? '', ar: library.accessNote?.ar ?? '' };
    case 'locationPrecision':
      return library.locationPrecision ?? 'building';
    case 'sovereignState':
      return library.sovereignState ? { ...library.sovereignState } : null;
    case 'lib_name':
    case 'country':
    case 'region':
    case 'description':
    case 'address':
    case 'operatingHours':
      return { en: library[field].en, ar: library[field].ar };
  }
}

/** A value written the same way whatever the order of its keys, to compare two values. */
function canonical(value: LibraryFieldValue | undefined): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string' || Array.isArray(value)) return JSON.stringify(value);
  if ('lat' in value) return JSON.stringify([value.lat, value.lng]);
  return JSON.stringify([value.en, value.ar]);
}

/** Whether two values of a field are the same. */
export function sameFieldValue(
  a: LibraryFieldValue | undefined,
  b: LibraryFieldValue | undefined,
): boolean {
  return canonical(a) === canonical(b);
}

/** The fields whose values differ between two versions of a library, each with both values. */
export function diffLibraries(
  before: Library,
  after: Library,
  fields: readonly LibraryField[] = LIBRARY_FIELDS,
): LibraryFieldChange[] {
  return fields.flatMap((field) => {
    const old = libraryFieldValue(before, field);
    const next = libraryFieldValue(after, field);
    return sameFieldValue(old, next) ? [] : [{ field, old, new: next }];
  });
}
