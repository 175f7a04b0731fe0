export { ThemeSettingsPanel, type ThemeSettingsPanelProps } from './ThemeSettingsPanel.tsx';
export { ColorField, type ColorFieldProps } from './ColorField.tsx';
export {
  AA_TEXT_CONTRAST,
  contrastIssues,
  type ContrastCheck,
  type ContrastIssue,
} from './contrastIssues.ts';
