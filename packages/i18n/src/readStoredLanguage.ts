import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from './i18n.ts';
import { languageCookie } from './languageCookie.ts';

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/**
 * The reader's language: the one saved under preferredLanguage (spec §4), else the cookie that
 * mirrors it for the server, else the default. Storage can be missing (server rendering), blocked
 * (privacy settings) or hold anything; none of that may break the page.
 */
export function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Blocked storage: the cookie may still say.
  }
  const cookie = languageCookie.read(globalThis.document?.cookie ?? '');
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
}
