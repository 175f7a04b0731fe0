export { ManageLibrariesTable, type ManageLibrariesTableProps } from './ManageLibrariesTable.tsx';
export { LibraryThumbnail, type LibraryThumbnailProps } from './LibraryThumbnail.tsx';
export { tableLanguageKey } from './tableLanguageKey.ts';
