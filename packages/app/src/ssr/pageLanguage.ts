import { DEFAULT_LANGUAGE, LANGUAGES, languageCookie, type Language } from '@libatlas/i18n';
import { LANGUAGE_PARAMETER } from './languageAsked';

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/**
 * The language the server draws a page in: the address's `?lang=` (a shared link), else the
 * reader's choice in the cookie that mirrors it, else Arabic (spec §4's default).
 */
export function pageLanguage(url: string, cookieHeader: string | undefined): Language {
  const asked = new URL(url, 'http://localhost').searchParams.get(LANGUAGE_PARAMETER);
  if (isLanguage(asked)) return asked;
  const chosen = languageCookie.read(cookieHeader ?? '');
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}
