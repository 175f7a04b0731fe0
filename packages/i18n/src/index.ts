export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  directionOf,
  i18n,
  instanceIn,
  type Language,
} from './i18n.ts';
export { LanguageContext, type LanguageContextValue } from './LanguageContext.ts';
export { LanguageProvider, type LanguageProviderProps } from './LanguageProvider.tsx';
export { loadCatalog, provideCatalog, type CatalogScope } from './loadCatalog.ts';
export { languageCookie } from './languageCookie.ts';
export { readStoredLanguage } from './readStoredLanguage.ts';
export { storeLanguage } from './storeLanguage.ts';
export { whenPageIdle } from './whenPageIdle.ts';
export { useLanguage } from './useLanguage.ts';
export { formatCreatedDate } from './formatCreatedDate.ts';
export { formatLastLogin, formatLocaleDate, formatLongDateTime } from './format.ts';
export { formatNumber } from './formatNumber.ts';
export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
export { localized } from './localized.ts';
