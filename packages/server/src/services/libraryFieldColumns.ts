import { ACCESS_KINDS, type LibraryField, type LibraryFieldValue } from '@libatlas/contracts';
import type { libraries } from '../db/schema';
import { timeZoneAt } from './timeZoneAt';

type LibraryColumns = Partial<typeof libraries.$inferInsert>;

type Bilingual = { en: string; ar: string };

function text(value: LibraryFieldValue): string {
  return typeof value === 'string' ? value : '';
}

function bilingual(value: LibraryFieldValue): Bilingual {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && 'en' in value
    ? { en: value.en, ar: value.ar }
    : { en: '', ar: '' };
}

/** The columns that hold one field of a library (spec §3's names), set to `value`. */
export function libraryFieldColumns(field: LibraryField, value: LibraryFieldValue): LibraryColumns {
  switch (field) {
    case 'lib_name':
      return { libName: bilingual(value) };
    case 'country':
    case 'region':
    case 'description':
    case 'address':
    case 'operatingHours':
    case 'accessNote':
      return { [field]: bilingual(value) };
    case 'sovereignState':
      return { sovereignState: value === null ? null : bilingual(value) };
    case 'contact.phone':
      return { phone: text(value) };
    case 'contact.email':
      return { email: text(value) };
    case 'location': {
      const point =
        value !== null && typeof value === 'object' && 'lat' in value ? value : { lat: 0, lng: 0 };
      // The zone follows the point, whichever write moves it (an edit, a proposal, a revert).
      return { lat: point.lat, lng: point.lng, timeZone: timeZoneAt(point) };
    }
    case 'languages':
      return { languages: Array.isArray(value) ? [...value] : [] };
    case 'sources':
      return { sources: Array.isArray(value) ? [...value] : [] };
    case 'lastChecked':
      return { lastChecked: text(value) || null };
    case 'locationPrecision':
      return { locationPrecision: text(value) === 'city' ? 'city' : 'building' };
    case 'website':
    case 'image':
    case 'wikidata':
    case 'isil':
    case 'openingHours':
    case 'catalogue':
    case 'digitalLibrary':
      return { [field]: text(value) };
    case 'access': {
      const kind = ACCESS_KINDS.find((known) => known === text(value));
      return { access: kind ?? '' };
    }
  }
}

/** The columns for several fields at once. */
export function libraryChangeColumns(
  changes: readonly { field: LibraryField; value: LibraryFieldValue }[],
): LibraryColumns {
  return Object.assign({}, ...changes.map(({ field, value }) => libraryFieldColumns(field, value)));
}
