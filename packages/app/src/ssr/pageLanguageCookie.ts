import { EMBED_MAP_PATH } from '@libatlas/contracts';
import { LANGUAGES, languageCookie, type Language } from '@libatlas/i18n';
import { LANGUAGE_PARAMETER } from './languageAsked';

/**
 * The `Set-Cookie` value that makes an address's `?lang=` the reader's choice, or null when it
 * asks for none: the server sets it with the page, so the next page follows it even where the
 * app never runs (a reader without JavaScript), as the app does in the browser. Not the embedded
 * map's: its `?lang=` is the embedding site's choice for its frame, not the reader's.
 */
export function pageLanguageCookie(url: string): string | null {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname === EMBED_MAP_PATH) return null;
  const asked = searchParams.get(LANGUAGE_PARAMETER);
  return LANGUAGES.includes(asked as Language) ? languageCookie.serialize(asked!) : null;
}
