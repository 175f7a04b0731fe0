import type { ParseKeys } from 'i18next';
import type { FieldPath } from 'react-hook-form';
import type { Language } from '@libatlas/i18n';
import type { FormTab } from '../shared/errorTab.ts';
import type { LibraryFormValues } from './libraryFormValues.ts';

type FieldName = FieldPath<LibraryFormValues>;

/** The texts written in each language, edited in that language's tab, in the order shown. */
const BILINGUAL = [
  { name: 'lib_name', label: 'libraryForm.fields.libName' },
  { name: 'country', label: 'libraryForm.fields.country' },
  { name: 'description', label: 'libraryForm.fields.description', rows: 4 },
  { name: 'address', label: 'libraryForm.fields.address', rows: 2 },
  { name: 'operatingHours', label: 'libraryForm.fields.operatingHours', rows: 2 },
  { name: 'accessNote', label: 'libraryForm.fields.accessNote', rows: 2, optional: true },
  { name: 'sovereignState', label: 'libraryForm.fields.sovereignState', optional: true },
] as const;

/** The fields shared by both tabs, in the order shown (and focused after a failed submit). */
const SHARED = [
  'region',
  'languages',
  'contact.phone',
  'contact.email',
  'website',
  'openingHours',
  'catalogue',
  'digitalLibrary',
  'access',
  'sources',
  'lastChecked',
  'wikidata',
  'isil',
  'location.lat',
  'location.lng',
  'locationPrecision',
  'image',
] as const satisfies readonly FieldName[];

/** The English tab, then the Arabic one, each with its language's texts. */
const TABS: readonly FormTab<Language, FieldName>[] = (['en', 'ar'] as const).map((tab) => ({
  name: tab,
  fields: BILINGUAL.map((field) => `${field.name}.${tab}` as const),
}));

/** Every field of the form, in either tab. */
const KNOWN: readonly string[] = [...TABS.flatMap((tab) => tab.fields), ...SHARED];

/** The fields of the admin's library form, as its layout and its controller use them. */
export const libraryFormFields = {
  bilingual: BILINGUAL,
  shared: SHARED,
  tabs: TABS,
  /** Every field, in the order a review lists them: the texts in English, in Arabic, then shared. */
  all: KNOWN as readonly FieldName[],
  /** The labels of the shared fields, as the review of someone else's version names them. */
  sharedLabels: {
    region: 'libraryForm.fields.region',
    languages: 'libraryForm.fields.languages',
    'contact.phone': 'libraryForm.fields.phone',
    'contact.email': 'libraryForm.fields.email',
    website: 'libraryForm.fields.website',
    openingHours: 'libraryForm.fields.openingHours',
    catalogue: 'libraryForm.fields.catalogue',
    digitalLibrary: 'libraryForm.fields.digitalLibrary',
    access: 'libraryForm.fields.access',
    sources: 'libraryForm.fields.sources',
    lastChecked: 'libraryForm.fields.lastChecked',
    wikidata: 'libraryForm.fields.wikidata',
    isil: 'libraryForm.fields.isil',
    'location.lat': 'libraryForm.fields.latitude',
    'location.lng': 'libraryForm.fields.longitude',
    locationPrecision: 'libraryForm.fields.locationPrecision',
    image: 'libraryForm.fields.image',
  } as const satisfies Record<(typeof SHARED)[number], ParseKeys>,
  /** The field named by an API detail's path, or null when the form has no such field. */
  fieldOf(path: string): FieldName | null {
    const [head] = path.split('.');
    // A refused language or source is shown on its list, the region's issues on its select.
    if (head === 'region' || head === 'languages' || head === 'sources') return head;
    return KNOWN.includes(path) ? (path as FieldName) : null;
  },
};
