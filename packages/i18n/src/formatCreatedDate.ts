import { calendarDay } from './calendarDay.ts';
import type { Language } from './i18n.ts';

/**
 * Month names as the browsers' own date formats write them (`Intl.DateTimeFormat` with `en-US`,
 * short months; `ar`, long months of the Gregorian calendar).
 */
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ar: [
    'يناير',
    'فبراير',
    'مارس',
    'أبريل',
    'مايو',
    'يونيو',
    'يوليو',
    'أغسطس',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ],
};

/**
 * Creation dates (spec §9 'MMM d, yyyy': "Nov 26, 2026") in English; Arabic writes day, month,
 * year with the full month name and no comma ("26 نوفمبر 2026"), in Latin digits like the data
 * beside it. Written here rather than through `Intl.DateTimeFormat`, whose first use loads the
 * locale's data (16 ms on a phone, within the task that takes over a library's page drawn by the
 * server) or date-fns (the public pages that show such a date need no date library): the same
 * text, which a test checks against Intl for every month. The day is `calendarDay`'s, the same on
 * the server and in every browser. Empty text when unset or invalid.
 */
export function formatCreatedDate(
  value: string | Date | null | undefined,
  language: Language,
): string {
  const date = calendarDay(value);
  if (!date) return '';
  const day = date.getUTCDate();
  const month = MONTHS[language][date.getUTCMonth()];
  const year = date.getUTCFullYear();
  return language === 'ar' ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}
