import { LANGUAGE_STORAGE_KEY, type Language } from './i18n.ts';
import { languageCookie } from './languageCookie.ts';

/**
 * Remembers the reader's language: in local storage under preferredLanguage (spec §4) and in the
 * cookie the server reads to draw the next page in it. Storage can be missing (server rendering),
 * blocked or full, and cookies off; none of that may break the page, the choice then lasts for
 * this visit only.
 */
export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The cookie may still keep it.
  }
  try {
    if (globalThis.document) globalThis.document.cookie = languageCookie.serialize(language);
  } catch {
    // Cookies blocked: local storage keeps it for the browser's own drawing.
  }
}
