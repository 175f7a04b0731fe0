/** A tab of a form: its name and the fields only it shows, in the order shown. */
export interface FormTab<Tab extends string, Field extends string> {
  name: Tab;
  fields: readonly Field[];
}

/**
 * Where a form with errors goes (the first tab whose own fields hold one, else the tab shown) and
 * the field it focuses there: the first in error of that tab's fields, then of the fields every tab
 * shows below its own. No field when none of them is in error.
 */
export function errorTab<Tab extends string, Field extends string>(
  tabs: readonly FormTab<Tab, Field>[],
  shared: readonly Field[],
  hasError: (name: Field) => boolean,
  shown: Tab,
): { tab: Tab; field: Field | undefined } {
  const tab = tabs.find((candidate) => candidate.fields.some(hasError))?.name ?? shown;
  const fields = tabs.find((candidate) => candidate.name === tab)?.fields ?? [];
  return { tab, field: [...fields, ...shared].find(hasError) };
}
