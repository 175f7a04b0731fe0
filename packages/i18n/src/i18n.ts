import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from './locales/ar.json';
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

// Only the default language's catalog is bundled; the other loads on demand (loadCatalog), before
// the first render when it is the stored choice, else in the background once the page is idle.
void i18n.use(initReactI18next).init({
  resources: { ar: { translation: ar } },
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
