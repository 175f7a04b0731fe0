import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  about,
  app,
  auth,
  common,
  errors,
  footer,
  home,
  language,
  libraries,
  library,
  map,
  nav,
  region,
  regions,
  roles,
} from './locales/ar.json';
import type en from './locales/en.json';

export type Language = 'en' | 'ar';

export const LANGUAGES: readonly Language[] = ['en', 'ar'];

export const DEFAULT_LANGUAGE: Language = 'ar';

export const LANGUAGE_STORAGE_KEY = 'preferredLanguage';

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

// Typed keys: `t('typo.key')` fails to compile. en.json is the source of truth for the shape.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

// The default instance, so code that imports i18next directly sees the same configuration.
export const i18n = i18next;

// Only the texts of the default language's public pages are bundled (the header, footer, home,
// libraries, regions, a library, about, errors; picked by name so the rest of ar.json stays out);
// the rest of it, and the other language, load on demand (loadCatalog): before the first render
// when English is the stored choice, before the forms and the signed-in pages, else in the
// background once the page is idle.
void i18n.use(initReactI18next).init({
  resources: {
    ar: {
      translation: {
        about,
        app,
        auth,
        common,
        errors,
        footer,
        home,
        language,
        libraries,
        library,
        map,
        nav,
        region,
        regions,
        roles,
      },
    },
  },
  lng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // No fallback language: a key missing from the active catalog shows the key itself (spec §8),
  // which makes a gap visible instead of silently showing English inside the Arabic interface.
  fallbackLng: false,
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
  // The bundled catalog is there at once, so the first render already has its texts.
  initAsync: false,
});

const instances = new Map<Language, typeof i18n>();

/**
 * An i18next instance of its own, fixed in `language`, sharing the catalogs (and their loading)
 * with the default one: the server draws each page with the instance of its language
 * (react-i18next's I18nextProvider), so pages of the two languages drawn at the same time never
 * switch each other's language, and the default instance is never switched by them. Made once per
 * language (a clone costs about as much as a small page's render); a page never switches it, as it
 * is drawn in that very language.
 */
export function instanceIn(language: Language): typeof i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: language });
    instances.set(language, instance);
  }
  return instance;
}
