import ar from '@libatlas/i18n/locales/ar.json' with { type: 'json' };
import en from '@libatlas/i18n/locales/en.json' with { type: 'json' };

export type CatalogLanguage = 'en' | 'ar';

type Catalog = { [key: string]: string | Catalog };

const CATALOGS: Record<CatalogLanguage, Catalog> = { en, ar };

function lookup(catalog: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A text of the app's catalogs (packages/i18n) in `language`, as i18next would give it: each
 * `{{name}}` filled in from `values`, and with a `count`, the plural form Intl.PluralRules picks
 * (`_one`, `_few`, … beside `_other`). What the server writes itself (the change feed) reads
 * the very texts the pages do. A key that names no text throws: a typo must fail, not show the key.
 */
export function catalogText(
  language: CatalogLanguage,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const catalog = CATALOGS[language];
  const count = values.count;
  const text =
    (typeof count === 'number'
      ? (lookup(catalog, `${key}_${new Intl.PluralRules(language).select(count)}`) ??
        lookup(catalog, `${key}_other`))
      : undefined) ?? lookup(catalog, key);
  if (text === undefined) throw new Error(`No ${language} text for ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
