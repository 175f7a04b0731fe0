import {
  LANGUAGE_NAMES_AR,
  LANGUAGES,
  LIBRARY_FIELD_LABELS,
  languageKey,
} from '@libatlas/contracts';
import { describe, expect, test } from 'vitest';
import ar from '../src/locales/ar.json';
import en from '../src/locales/en.json';
import { flattenCatalog } from './flattenCatalog.ts';

// The server writes a proposal's summary with the contracts' labels (it has no catalogs): they
// must say what the library form says.
const FORM_KEYS: Partial<Record<keyof typeof LIBRARY_FIELD_LABELS, string>> = {
  lib_name: 'libraryForm.fields.libName',
  country: 'libraryForm.fields.country',
  region: 'libraryForm.fields.region',
  description: 'libraryForm.fields.description',
  address: 'libraryForm.fields.address',
  operatingHours: 'libraryForm.fields.operatingHours',
  openingHours: 'libraryForm.fields.openingHours',
  catalogue: 'libraryForm.fields.catalogue',
  digitalLibrary: 'libraryForm.fields.digitalLibrary',
  access: 'libraryForm.fields.access',
  accessNote: 'libraryForm.fields.accessNote',
  'contact.phone': 'libraryForm.fields.phone',
  'contact.email': 'libraryForm.fields.email',
  website: 'libraryForm.fields.website',
  languages: 'libraryForm.fields.languages',
  location: 'libraryForm.fields.location',
  locationPrecision: 'libraryForm.fields.locationPrecision',
  image: 'libraryForm.fields.image',
  lastChecked: 'libraryForm.fields.lastChecked',
  wikidata: 'libraryForm.fields.wikidata',
  isil: 'libraryForm.fields.isil',
};

describe("the proposal summary's words", () => {
  const enTexts = flattenCatalog(en);
  const arTexts = flattenCatalog(ar);

  test('name the fields as the library form does', () => {
    for (const [field, key] of Object.entries(FORM_KEYS)) {
      const label = LIBRARY_FIELD_LABELS[field as keyof typeof LIBRARY_FIELD_LABELS];
      expect([label.en, label.ar], field).toEqual([enTexts.get(key!), arTexts.get(key!)]);
    }
  });

  test('name the collection languages as the Arabic catalog does', () => {
    for (const name of LANGUAGES) {
      expect(LANGUAGE_NAMES_AR[name], name).toBe(arTexts.get(languageKey(name)));
    }
  });
});
