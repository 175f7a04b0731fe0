import {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { I18nContext } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, directionOf, i18n, type Language } from './i18n.ts';
import { LanguageContext, type LanguageContextValue } from './LanguageContext.ts';
import { isCatalogLoaded, loadCatalog } from './loadCatalog.ts';
import { readStoredLanguage } from './readStoredLanguage.ts';
import { storeLanguage } from './storeLanguage.ts';
import { whenPageIdle } from './whenPageIdle.ts';
import { formatNumber } from './formatNumber.ts';

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

type I18n = typeof i18n;

function activate(instance: I18n, language: Language): void {
  if (instance.language !== language) {
    void instance.changeLanguage(language);
  }
}

/** Whether a language's texts are there: all of them, or (Arabic, bundled) the public pages'. */
function hasCatalog(language: Language): boolean {
  return i18n.hasResourceBundle(language, 'translation');
}

export function LanguageProvider({
  children,
  initialLanguage,
  persist = true,
}: LanguageProviderProps) {
  // The instance an I18nextProvider above gives (a page the server draws has its language's: see
  // instanceIn), else the default one.
  const instance = useContext(I18nContext)?.i18n ?? i18n;
  // i18next is switched before the first render rather than in an effect, so that the first
  // paint already uses the chosen language instead of flashing the default one. The app loads the
  // stored language's catalog before it renders (loadCatalog); should that have failed, the page
  // opens in the default language rather than showing keys.
  const [language, setLanguageState] = useState<Language>(() => {
    const wanted = initialLanguage ?? readStoredLanguage();
    const initial = hasCatalog(wanted) ? wanted : DEFAULT_LANGUAGE;
    activate(instance, initial);
    return initial;
  });
  // The language asked for last, so that a catalog arriving late never overrides a later choice.
  const requested = useRef(language);

  const setLanguage = useCallback(
    (next: Language) => {
      if (!isLanguage(next)) return;
      requested.current = next;
      const apply = () => {
        if (requested.current !== next) return;
        activate(instance, next);
        setLanguageState(next);
      };
      // The page may be a form or a signed-in page: all the texts, at once when they are there.
      if (isCatalogLoaded(next)) apply();
      else
        loadCatalog(next).then(apply, (error: unknown) =>
          console.error(`Failed to load the ${next} texts`, error),
        );
    },
    [instance],
  );

  // Layout effect: the document direction must be right before the browser paints. (Each page
  // names the document itself, in the active language.)
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = directionOf(language);
  }, [language]);

  useEffect(() => {
    if (persist) {
      storeLanguage(language);
    }
  }, [language, persist]);

  // Once the page is idle, the rest of this language's texts and the other language's are fetched,
  // so the forms open and the language button switches at once; and the page's first number
  // formatter is made (the browser's first costs about 10 ms, 40 ms on a phone), so a reader's
  // first search or page change does not wait for it.
  useEffect(() => {
    const other: Language = language === 'ar' ? 'en' : 'ar';
    return whenPageIdle(() => {
      formatNumber(0, language);
      for (const next of [language, other]) {
        loadCatalog(next).catch(() => {
          // Tried again when they are needed.
        });
      }
    });
  }, [language]);

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
