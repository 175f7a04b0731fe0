export { LibraryGrid, type LibraryGridProps } from './LibraryGrid.tsx';
export { LaterLibraries } from './LaterLibraries.tsx';
