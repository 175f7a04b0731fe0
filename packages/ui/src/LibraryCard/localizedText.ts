import { localized, type Language } from '@libatlas/i18n';

/** A bilingual field's text in the active language, and the language it is actually written in. */
export interface LocalizedText {
  /** The text, '' when both languages are empty. */
  text: string;
  /** Set only when the text fell back to the other language, for the element's `lang`. */
  lang: Language | undefined;
}

/**
 * `localized()` that also says when it fell back to the other language, so the text can be marked
 * with its own `lang` (screen readers then pronounce an Arabic name in an English page as Arabic).
 */
export function localizedText(
  value: { en?: string | null; ar?: string | null },
  language: Language,
): LocalizedText {
  const text = localized(value, language);
  const own = value[language]?.trim() ?? '';
  return { text, lang: text !== '' && own === '' ? (language === 'ar' ? 'en' : 'ar') : undefined };
}
