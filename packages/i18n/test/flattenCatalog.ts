export type Catalog = { [key: string]: string | Catalog };

/** Dotted key → text, e.g. { 'nav.home': 'Home' }. */
export function flattenCatalog(catalog: Catalog, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      entries.set(path, value);
    } else {
      for (const [nested, text] of flattenCatalog(value, path)) {
        entries.set(nested, text);
      }
    }
  }
  return entries;
}
