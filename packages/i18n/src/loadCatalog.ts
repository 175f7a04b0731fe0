import { DEFAULT_LANGUAGE, i18n, type Language } from './i18n.ts';
import arUrl from './locales/ar.json?url';
import enUrl from './locales/en.json?url';

/**
 * Where each whole catalog is served: as a JSON file beside the app's code, fetched once (and not
 * a code chunk, which the bundler could not keep apart from the Arabic texts bundled in i18n.ts).
 */
const CATALOG_URLS: Record<Language, string> = { en: enUrl, ar: arUrl };

async function fetchCatalog(language: Language): Promise<object> {
  const response = await fetch(CATALOG_URLS[language]);
  if (!response.ok) throw new Error(`The ${language} texts answered ${response.status}`);
  return (await response.json()) as object;
}

const complete = new Set<Language>();
const pending = new Map<Language, Promise<void>>();

/**
 * Which texts a caller needs: those of the public pages (bundled for the default language, so
 * there at once), or all of them (the forms, the console, Customise, suggestions, the assistant).
 */
export type CatalogScope = 'public' | 'all';

/** Whether a language's texts for `scope` are there already (nothing to wait for). */
export function isCatalogLoaded(language: Language, scope: CatalogScope = 'all'): boolean {
  return complete.has(language) || (scope === 'public' && language === DEFAULT_LANGUAGE);
}

/**
 * Hands a whole catalog over directly, for Storybook and tests, which bundle both languages'
 * texts and switch between them at once.
 */
export function provideCatalog(language: Language, catalog: object): void {
  i18n.addResourceBundle(language, 'translation', catalog, true, true);
  complete.add(language);
}

/**
 * Makes a language's texts available to i18next: at once when they are already there, else after
 * fetching its catalog (merged into what is bundled). Rejects when the fetch fails; a later call
 * tries again.
 */
export function loadCatalog(language: Language, scope: CatalogScope = 'all'): Promise<void> {
  if (isCatalogLoaded(language, scope)) return Promise.resolve();
  let loading = pending.get(language);
  if (!loading) {
    loading = fetchCatalog(language)
      .then((catalog) => provideCatalog(language, catalog))
      .finally(() => pending.delete(language));
    pending.set(language, loading);
  }
  return loading;
}
