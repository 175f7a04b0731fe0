export {
  CUSTOMIZE_TABS,
  CustomizePanel,
  type CustomizePanelProps,
  type CustomizeTab,
} from './CustomizePanel.tsx';
