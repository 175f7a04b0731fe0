import type { Library } from '@libatlas/contracts';
import { localized, type Language } from '@libatlas/i18n';

/** Fills `library.inState` ("{{country}}, {{state}}") in the active language. */
export type InStateText = (
  key: 'library.inState',
  values: { country: string; state: string },
) => string;

/**
 * The country as the card, the detail page and the map name it: a dependent territory (Aruba,
 * Bermuda…) together with its sovereign state, anything else as it is; '' when there is no name.
 * The home counter still counts the English country names alone (spec §9).
 */
export function countryLabel(
  library: Pick<Library, 'country' | 'sovereignState'>,
  language: Language,
  t: InStateText,
): string {
  const country = localized(library.country, language);
  const state = library.sovereignState ? localized(library.sovereignState, language) : '';
  return country && state ? t('library.inState', { country, state }) : country;
}
