import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  directionOf,
  i18n,
  type Language,
} from './i18n.ts';
import { LanguageContext, type LanguageContextValue } from './LanguageContext.ts';

export interface LanguageProviderProps {
  children: ReactNode;
  /** Language to start with instead of the stored one (stories, tests); read once, so give the provider a `key` to switch. */
  initialLanguage?: Language;
  /** Whether the choice is saved in local storage; off for stories and tests. */
  persist?: boolean;
}

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

// Storage can be missing (server rendering), blocked (privacy settings) or full; none of that
// may break the page, so every access is guarded and falls back to the default.
function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice then lasts for this visit only.
  }
}

function activate(language: Language): void {
  if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
}

export function LanguageProvider({
  children,
  initialLanguage,
  persist = true,
}: LanguageProviderProps) {
  // i18next is switched before the first render rather than in an effect, so that the first
  // paint already uses the chosen language instead of flashing the default one.
  const [language, setLanguageState] = useState<Language>(() => {
    const initial = initialLanguage ?? readStoredLanguage();
    activate(initial);
    return initial;
  });

  const setLanguage = useCallback((next: Language) => {
    if (isLanguage(next)) {
      activate(next);
      setLanguageState(next);
    }
  }, []);

  // Layout effect: the document direction must be right before the browser paints.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = directionOf(language);
    document.title = i18n.getFixedT(language)('app.title');
  }, [language]);

  useEffect(() => {
    if (persist) {
      storeLanguage(language);
    }
  }, [language, persist]);

  const value = useMemo<LanguageContextValue>(() => {
    const otherLanguage: Language = language === 'ar' ? 'en' : 'ar';
    return {
      language,
      direction: directionOf(language),
      otherLanguage,
      setLanguage,
      toggleLanguage: () => setLanguage(otherLanguage),
    };
  }, [language, setLanguage]);

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
