export { LibraryCard, libraryPath, type LibraryCardProps } from './LibraryCard.tsx';
export { localizedText, type LocalizedText } from './localizedText.ts';
export { default as visuallyHidden } from '@mui/utils/visuallyHidden';
