// The Arabic letters searches meet, two to a marker: ء…ط after Z, ظ…ي (and the tashkeel the search
// form has already dropped) after Y, each with one letter of A–W.
const ARABIC_Z = 0x0621;
const ARABIC_Y = 0x0638;
const RUN = 23;

/** Hex digits written A–P, so that no continuation letter is a marker (X, Y, Z). */
function hexLetters(code: number): string {
  return code
    .toString(16)
    .padStart(6, '0')
    .replace(/[0-9a-f]/g, (digit) => String.fromCharCode(65 + parseInt(digit, 16)));
}

function keyOf(char: string): string {
  const code = char.codePointAt(0)!;
  if (code < 0x80) return char;
  if (code >= ARABIC_Z && code < ARABIC_Z + RUN)
    return `Z${String.fromCharCode(65 + code - ARABIC_Z)}`;
  if (code >= ARABIC_Y && code < ARABIC_Y + RUN)
    return `Y${String.fromCharCode(65 + code - ARABIC_Y)}`;
  return `X${hexLetters(code)}`;
}

/**
 * A text in search form (normalizeForSearch) written in ASCII, as the database's search columns
 * hold it: ASCII stays itself; every other character becomes a marker in capitals (X, Y or Z,
 * which the lower-cased search form never holds) and a fixed number of letters A–W. Each marker
 * starts a character and nothing else, so a text holds a query exactly when its key holds the
 * query's key, and LIKE compares the same things as the browser's `includes`. pg_trgm reads only
 * ASCII letters and digits as word characters when the database's locale is C (PGlite's, and
 * PostgreSQL's initialised without a locale), which would leave Arabic out of its trigrams: in
 * this form Arabic words are trigrams like any other, on every database, whatever its locale.
 */
export function searchKey(searchForm: string): string {
  let key = '';
  for (const char of searchForm) key += keyOf(char);
  return key;
}
