import type { Language } from '@libatlas/i18n';

// Building a collator loads the language's collation data: one per language, made on first use.
const collators = new Map<Language, Intl.Collator>();

/**
 * The comparison the directory's order uses in a language (accents and case second, numbers by
 * value), made once per language. Making it loads the language's collation rules: Arabic's take a
 * phone tens of milliseconds, so a page may make it ahead, in a task of its own.
 */
export function collatorOf(language: Language): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { numeric: true });
    collators.set(language, collator);
  }
  return collator;
}
