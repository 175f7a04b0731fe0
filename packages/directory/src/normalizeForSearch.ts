// Latin combining marks, left behind by NFD: "Bibliothèque" is found by "bibliotheque".
const LATIN_MARKS = /[\u0300-\u036f]/g;

// Arabic marks that do not change which word is written: the Quranic annotation signs, the
// tashkeel (fathatan … sukun, maddah, hamza above and below, subscript alef …), the superscript
// alef, the small high signs, and tatweel (the stretching bar, which is pure typography).
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

// Hamza and madda on alef are routinely dropped in typing: أ إ آ ٱ are all searched as ا.
const ALEF_VARIANTS = /[\u0622\u0623\u0625\u0671]/g;

// Taa marbuta is searched as haa: the dots are often left off ("مكتبه" for "مكتبة"). It only ends a
// word, so the folding only joins a word ending in ة with the same word ending in ه, and no two
// names in this directory differ that way. Alef maqsura (ى) is deliberately NOT folded into yaa:
// that would make "علي" (a name) find "على" (a preposition) and similar pairs.
const TAA_MARBUTA = /\u0629/g;

const SPACES = /\s+/g;

/**
 * The form of a text that search compares: lower case, Latin accents and Arabic diacritics and
 * tatweel removed, alef variants and taa marbuta folded, runs of spaces collapsed, trimmed.
 */
export function normalizeForSearch(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(LATIN_MARKS, '')
      // Recomposed before the Arabic folding, so that ؤ and ئ (which NFD splits into a letter and
      // a hamza mark) stay whole instead of losing their hamza with the other marks.
      .normalize('NFC')
      .replace(ALEF_VARIANTS, '\u0627')
      .replace(ARABIC_MARKS, '')
      .replace(TAA_MARBUTA, '\u0647')
      .toLowerCase()
      .replace(SPACES, ' ')
      .trim()
  );
}
