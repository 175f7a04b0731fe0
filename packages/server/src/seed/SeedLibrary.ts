/**
 * The shape of one seeded national library. It is the contracts' Library entity with a required,
 * stable id (`<iso2>-<slug>`, e.g. `fr-bnf`), so a library's URL never changes between seedings.
 */
export interface SeedLibrary {
  id: string;
  lib_name: { en: string; ar: string };
  country: { en: string; ar: string };
  region: { en: SeedRegion; ar: string };
  description: { en: string; ar: string };
  address: { en: string; ar: string };
  operatingHours: { en: string; ar: string };
  /** Official website, a full https:// or http:// URL, or '' when unknown. */
  website: string;
  /** Languages of the collections, from the library form's 23 choices only. */
  languages: SeedLanguage[];
  /** The building (or at least its city); never a country's centre or 0,0. */
  location: { lat: number; lng: number };
  /** '' where unknown: never invented. */
  contact: { phone: string; email: string };
}

export type SeedRegion =
  | 'Middle East'
  | 'Europe'
  | 'North America'
  | 'Asia'
  | 'Oceania'
  | 'North Africa'
  | 'Africa'
  | 'South America';

export type SeedLanguage =
  | 'Arabic'
  | 'English'
  | 'French'
  | 'German'
  | 'Spanish'
  | 'Italian'
  | 'Portuguese'
  | 'Russian'
  | 'Turkish'
  | 'Chinese'
  | 'Japanese'
  | 'Korean'
  | 'Hindi'
  | 'Bengali'
  | 'Urdu'
  | 'Swahili'
  | 'Persian'
  | 'Indonesian'
  | 'Malay'
  | 'Tamil'
  | 'Telugu'
  | 'Malayalam'
  | 'Punjabi';

/** Bounding box of a country: [minLat, minLng, maxLat, maxLng], keyed by the English country name. */
export type CountryBounds = Record<string, [number, number, number, number]>;

/** Hours for a library whose current hours we do not know: point to the website, never invent. */
export const HOURS_SEE_WEBSITE = {
  en: 'See the website for current opening hours.',
  ar: 'يُرجى مراجعة الموقع الإلكتروني لمعرفة مواعيد العمل الحالية.',
} as const;
