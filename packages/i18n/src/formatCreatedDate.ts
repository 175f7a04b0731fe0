import type { Language } from './i18n.ts';
import { INTL_LOCALE } from './intlLocale.ts';

/**
 * The spec's creation pattern ('MMM d, yyyy': "Nov 26, 2026") in English; Arabic writes day,
 * month, year with the full month name and no comma ("26 نوفمبر 2026"). Through Intl, which the
 * browser has, rather than date-fns: the public pages that show such a date (a library's page)
 * need no date library.
 */
const OPTIONS: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { month: 'short', day: 'numeric', year: 'numeric' },
  ar: { day: 'numeric', month: 'long', year: 'numeric' },
};

// Building a formatter loads the locale's data: one per language, made on first use.
const formatters = new Map<Language, Intl.DateTimeFormat>();

/** Creation dates (spec §9 'MMM d, yyyy'); empty text when unset or invalid. */
export function formatCreatedDate(
  value: string | Date | null | undefined,
  language: Language,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[language], OPTIONS[language]);
    formatters.set(language, formatter);
  }
  return formatter.format(date);
}
