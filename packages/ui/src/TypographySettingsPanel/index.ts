export {
  TypographySettingsPanel,
  type TypographySettingsPanelProps,
} from './TypographySettingsPanel.tsx';
