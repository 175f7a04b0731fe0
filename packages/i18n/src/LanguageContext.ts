import { createContext } from 'react';
import type { Language } from './i18n.ts';

export interface LanguageContextValue {
  language: Language;
  direction: 'ltr' | 'rtl';
  otherLanguage: Language;
  setLanguage(language: Language): void;
  toggleLanguage(): void;
}

// null marks "no provider above", so useLanguage can fail loudly (spec §6).
export const LanguageContext = createContext<LanguageContextValue | null>(null);
