// Plain data, without zod: the browser's first load reads it (languageSchema.ts holds the schema).

/** The 23 collection languages offered by the library form (spec §3), in the form's order. */
export const LANGUAGES = [
  'Arabic',
  'English',
  'French',
  'German',
  'Spanish',
  'Italian',
  'Portuguese',
  'Russian',
  'Turkish',
  'Chinese',
  'Japanese',
  'Korean',
  'Hindi',
  'Bengali',
  'Urdu',
  'Swahili',
  'Persian',
  'Indonesian',
  'Malay',
  'Tamil',
  'Telugu',
  'Malayalam',
  'Punjabi',
] as const;

export type LanguageName = (typeof LANGUAGES)[number];

/** The console's table translates only the first nine languages; others are shown in English. */
export const TABLE_TRANSLATED_LANGUAGES: readonly LanguageName[] = LANGUAGES.slice(0, 9);

/** i18n key of a language name: 'language.arabic', 'language.malayalam', … */
export function languageKey(name: LanguageName): string {
  return `language.${name.charAt(0).toLowerCase()}${name.slice(1)}`;
}
