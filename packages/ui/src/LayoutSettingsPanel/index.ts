export { LayoutSettingsPanel, type LayoutSettingsPanelProps } from './LayoutSettingsPanel.tsx';
