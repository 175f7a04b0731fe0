const WORD_BREAKS = /[^\p{L}\p{N}]+/u;

/** The words of a text in search form, as a short form (UK) is matched against: letters and digits. */
export function searchWordsOf(text: string): string[] {
  return text.split(WORD_BREAKS);
}
