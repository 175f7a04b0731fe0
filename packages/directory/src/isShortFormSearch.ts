// A search of a few capitals is a short form (UK, USA, UAE, DRC) and names a whole word: inside
// words "uk" would find Ukraine and "usa" Busan. Typed in lower case it is read as any text.
const SHORT_FORM = /^[A-Z]{2,4}$/;

/** Whether the text typed in the search box is a short form, found as a whole word only. */
export function isShortFormSearch(search: string): boolean {
  return SHORT_FORM.test(search.trim());
}
