export { LibraryGrid, type LibraryGridProps } from './LibraryGrid.tsx';
export { LaterLibraries, type LaterLibrariesProps } from './LaterLibraries.tsx';
