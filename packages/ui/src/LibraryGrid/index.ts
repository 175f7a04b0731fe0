export { LibraryGrid, type LibraryGridProps } from './LibraryGrid.tsx';
