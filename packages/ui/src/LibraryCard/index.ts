export { LibraryCard, libraryPath, type LibraryCardProps } from './LibraryCard.tsx';
export { NewTabHint } from './NewTabHint.tsx';
export { localizedText, type LocalizedText } from './localizedText.ts';
export { visuallyHidden } from './visuallyHidden.ts';
