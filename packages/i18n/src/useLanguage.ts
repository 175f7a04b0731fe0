import { useContext } from 'react';
import { LanguageContext, type LanguageContextValue } from './LanguageContext.ts';

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (value === null) {
    throw new Error('useLanguage must be used within a LanguageProvider');
  }
  return value;
}
