import { languageKey, TABLE_TRANSLATED_LANGUAGES } from '@libatlas/contracts';

type TableLanguageKey = `language.${
  | 'arabic'
  | 'english'
  | 'french'
  | 'german'
  | 'spanish'
  | 'italian'
  | 'portuguese'
  | 'russian'
  | 'turkish'}`;

/**
 * The i18n key of a language the console's table translates (spec §3: the first nine of the form's
 * list), matched without regard to case; null for any other language, which is shown as written.
 */
export function tableLanguageKey(name: string): TableLanguageKey | null {
  const wanted = name.trim().toLowerCase();
  const known = TABLE_TRANSLATED_LANGUAGES.find((language) => language.toLowerCase() === wanted);
  return known ? (languageKey(known) as TableLanguageKey) : null;
}
