import type { Language } from './i18n.ts';

/**
 * The text of a bilingual field in the active language, falling back to the other language when the
 * active one is empty (a record half-translated still shows something), and to '' when both are.
 */
export function localized(
  value: { en?: string | null; ar?: string | null } | null | undefined,
  language: Language,
): string {
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const own = value?.[language]?.trim();
  if (own) return own;
  return value?.[other]?.trim() ?? '';
}
