import type { Language } from './i18n.ts';
import { INTL_LOCALE } from './intlLocale.ts';

// Building a formatter loads the locale's data: one per language, made on first use.
const formatters = new Map<Language, Intl.NumberFormat>();

/** A number in the language's own grouping, with Latin digits (see INTL_LOCALE). */
export function formatNumber(value: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[language]);
    formatters.set(language, formatter);
  }
  return formatter.format(value);
}
