import type { Language } from './i18n.ts';

/**
 * The Intl locale of each language. Latin digits in Arabic too ('nu-latn'): phone numbers,
 * coordinates and counts in the data are written with Latin digits, and dates should read the
 * same way next to them.
 */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-US', ar: 'ar-u-nu-latn' };
