export { ImagesSettingsPanel, type ImagesSettingsPanelProps } from './ImagesSettingsPanel.tsx';
