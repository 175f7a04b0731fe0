export { ViewModeToggle, type ViewMode, type ViewModeToggleProps } from './ViewModeToggle.tsx';
