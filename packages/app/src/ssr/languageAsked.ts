import { LANGUAGES, type Language } from '@libatlas/i18n';

/** The query parameter a link sets the language with (`/libraries/fr-bnf?lang=en`). */
export const LANGUAGE_PARAMETER = 'lang';

/**
 * The language an address asks for with `?lang=`, and the address without it (the choice is
 * remembered, so the parameter has done its work); null when it asks for none it knows.
 */
export function languageAsked(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): { language: Language; withoutIt: string } | null {
  const params = new URLSearchParams(location.search);
  const asked = params.get(LANGUAGE_PARAMETER);
  if (!LANGUAGES.includes(asked as Language)) return null;
  params.delete(LANGUAGE_PARAMETER);
  const search = params.toString();
  return {
    language: asked as Language,
    withoutIt: `${location.pathname}${search ? `?${search}` : ''}${location.hash}`,
  };
}
