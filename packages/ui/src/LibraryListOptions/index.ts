export { LazyLibraryListOptions as LibraryListOptions } from './LazyLibraryListOptions.tsx';
export type { LibraryListOptionsProps, NearestState } from './LibraryListOptions.tsx';
