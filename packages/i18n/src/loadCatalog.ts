import { i18n, type Language } from './i18n.ts';

// Each catalog but the bundled default (Arabic, see i18n.ts) is its own chunk, fetched once.
const LOADERS: Partial<Record<Language, () => Promise<{ default: object }>>> = {
  en: () => import('./locales/en.json'),
};

const pending = new Map<Language, Promise<void>>();

/**
 * Makes a language's texts available to i18next: at once when its catalog is already there (the
 * default language's always is), else after fetching it. Rejects when the fetch fails, and a later
 * call tries again.
 */
export function loadCatalog(language: Language): Promise<void> {
  const load = LOADERS[language];
  if (!load || i18n.hasResourceBundle(language, 'translation')) return Promise.resolve();
  let loading = pending.get(language);
  if (!loading) {
    loading = load()
      .then((catalog) => {
        i18n.addResourceBundle(language, 'translation', catalog.default);
      })
      .finally(() => pending.delete(language));
    pending.set(language, loading);
  }
  return loading;
}
