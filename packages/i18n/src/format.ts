// Dates only: date-fns and its locales load with the pages that show dates (formatNumber.ts is
// apart, for the home page's counters).
import { format, isValid } from 'date-fns';
import { ar, enUS, type Locale } from 'date-fns/locale';
import { calendarDay } from './calendarDay.ts';
import { i18n, type Language } from './i18n.ts';
import { INTL_LOCALE } from './intlLocale.ts';

type DateInput = string | Date | null | undefined;

const DATE_FNS_LOCALE: Record<Language, Locale> = { en: enUS, ar };

// The spec's patterns are in English word order ('MMM d, yyyy HH:mm'); Arabic writes day, month,
// year with the full month name and no comma, so each language gets its natural form of the pattern.
const LAST_LOGIN_PATTERN: Record<Language, string> = {
  en: 'MMM d, yyyy HH:mm',
  ar: 'd MMMM yyyy HH:mm',
};

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? date : null;
}

/** Last login in the users table (spec §9 'MMM d, yyyy HH:mm'); 'Never' when unset or invalid. */
export function formatLastLogin(value: DateInput, language: Language): string {
  const date = toDate(value);
  return date
    ? format(date, LAST_LOGIN_PATTERN[language], { locale: DATE_FNS_LOCALE[language] })
    : i18n.getFixedT(language)('date.never');
}

/** The profile's last login, in long date and time style; empty text when unset or invalid. */
export function formatLongDateTime(value: DateInput, language: Language): string {
  const date = toDate(value);
  return date
    ? new Intl.DateTimeFormat(INTL_LOCALE[language], {
        dateStyle: 'long',
        timeStyle: 'short',
      }).format(date)
    : '';
}

/**
 * Suggestion and comment dates, in the language's own short date: `calendarDay`'s day, the same on
 * the server and in every browser (a suggestion's page is drawn by the server); empty text when
 * unset or invalid.
 */
export function formatLocaleDate(value: DateInput, language: Language): string {
  const day = calendarDay(value);
  return day ? day.toLocaleDateString(INTL_LOCALE[language], { timeZone: 'UTC' }) : '';
}
