import type { Language } from './i18n.ts';
import { INTL_LOCALE } from './intlLocale.ts';

/** A number in the language's own grouping, with Latin digits (see INTL_LOCALE). */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALE[language]).format(value);
}
