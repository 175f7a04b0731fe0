import { normalizeForSearch } from '@libatlas/directory';

// An English possessive says nothing about which library is meant: "France's" is "France".
const POSSESSIVE = /['’`]s(?=\P{L}|$)/gu;

// Anything but letters, their marks and digits parts words: spaces, punctuation, Arabic ، and ؟.
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/gu;

/**
 * The words of a text as the Ask Library engine compares them: the text in the directory's search
 * form (`normalizeForSearch`, the same rule as the browser's search), cut into words. Only the
 * cutting is the engine's own: the browser matches the typed text as it is, punctuation included.
 */
export function searchWords(text: string): string[] {
  const words = normalizeForSearch(text).replace(POSSESSIVE, '').replace(SEPARATORS, ' ').trim();
  return words === '' ? [] : words.split(' ');
}
