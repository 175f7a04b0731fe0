export { LibraryHistory, type LibraryHistoryProps } from './LibraryHistory.tsx';
