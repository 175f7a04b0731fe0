export { DataGapsPanel, type DataGapsPanelProps } from './DataGapsPanel.tsx';
