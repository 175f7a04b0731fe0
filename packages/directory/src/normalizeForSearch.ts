// Compatibility forms (Arabic presentation forms pasted from a PDF such as ﻻ, full-width Latin,
// ligatures such as ﬁ) are taken apart by NFKD into the letters they stand for; the Latin
// combining marks it leaves behind are then dropped: "Bibliothèque" is found by "bibliotheque".
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
// that would make "علي" (a name) find "على" (a preposition) and similar pairs, so "عيسى" and
// "الكبرى" in the directory's names are found as they are written.
const TAA_MARBUTA = /\u0629/g;

// A Persian keyboard types kaf and yaa as its own code points (ک ی); they are the letters ك ي.
const PERSIAN_KAF = /\u06a9/g;
const PERSIAN_YEH = /\u06cc/g;

const SPACES = /\s+/g;

/**
 * The form of a text that search compares, the one rule of the browser's search and the Ask
 * Library assistant: lower case; compatibility forms unfolded; Latin accents, Arabic diacritics and
 * tatweel removed; alef variants, taa marbuta and Persian kaf and yaa folded; alef maqsura, and the
 * hamza of ؤ and ئ, kept; runs of spaces collapsed; trimmed. Punctuation is left as it is: splitting
 * into words is the caller's business.
 */
export function normalizeForSearch(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(LATIN_MARKS, '')
      // Recomposed before the Arabic folding, so that ؤ and ئ (which NFKD splits into a letter and
      // a hamza mark) stay whole instead of losing their hamza with the other marks.
      .normalize('NFC')
      .replace(ALEF_VARIANTS, '\u0627')
      .replace(ARABIC_MARKS, '')
      .replace(TAA_MARBUTA, '\u0647')
      .replace(PERSIAN_KAF, '\u0643')
      .replace(PERSIAN_YEH, '\u064a')
      .toLowerCase()
      .replace(SPACES, ' ')
      .trim()
  );
}
