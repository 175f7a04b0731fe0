import type { Library } from './library';

/**
 * The facts a visitor looks for, in the order the Data gaps tab lists them: hours, phone, email,
 * website, catalogue, who may use the library, ISIL, a picture and a point at the building.
 */
export const GAP_FIELDS = [
  'operatingHours',
  'contact.phone',
  'contact.email',
  'website',
  'catalogue',
  'access',
  'isil',
  'image',
  'location',
] as const;
export type GapField = (typeof GAP_FIELDS)[number];

/** What the seed writes for hours no source has given (not a fact). */
export const HOURS_NOT_RECORDED = {
  en: 'Opening hours not yet recorded.',
  ar: 'لم تُسجَّل مواعيد العمل بعد.',
} as const;

/** Whether a library has the fact (hours other than "not yet recorded"; a point at its building). */
export function hasFact(library: Library, field: GapField): boolean {
  switch (field) {
    case 'operatingHours':
      return (
        Boolean(library.openingHours) ||
        Boolean(library.factSources?.operatingHours) ||
        (library.operatingHours.en.trim() !== '' &&
          library.operatingHours.en.trim() !== HOURS_NOT_RECORDED.en)
      );
    case 'contact.phone':
      return library.contact.phone.trim() !== '';
    case 'contact.email':
      return library.contact.email.trim() !== '';
    case 'location':
      return (
        (library.locationPrecision ?? 'building') === 'building' &&
        !(library.location.lat === 0 && library.location.lng === 0)
      );
    case 'website':
    case 'catalogue':
    case 'access':
    case 'isil':
    case 'image':
      return Boolean(library[field]?.trim());
  }
}
