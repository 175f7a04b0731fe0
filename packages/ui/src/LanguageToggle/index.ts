export { LanguageToggle, type LanguageToggleProps } from './LanguageToggle.tsx';
