export { LazyViewModeToggle as ViewModeToggle } from './LazyViewModeToggle.tsx';
export type { ViewMode, ViewModeToggleProps } from './ViewModeToggle.tsx';
