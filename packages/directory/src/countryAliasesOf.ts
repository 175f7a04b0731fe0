import { countryAliases } from './countryAliases.ts';
import { normalizeForSearch } from './normalizeForSearch.ts';

// Every name of an aliased country, by each of its names, in search form.
const ALIASES_BY_NAME = new Map<string, string[]>(
  countryAliases.flatMap((group) => {
    const names = group.map(normalizeForSearch);
    return names.map((name) => [name, names] as const);
  }),
);

/** The other names of a library's country (none for most countries), in search form. */
export function countryAliasesOf(country: { en: string; ar: string }): string[] {
  return [
    ...(ALIASES_BY_NAME.get(normalizeForSearch(country.en)) ?? []),
    ...(ALIASES_BY_NAME.get(normalizeForSearch(country.ar)) ?? []),
  ];
}
