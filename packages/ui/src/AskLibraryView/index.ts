export { AskLibraryView, type AskLibraryViewProps } from './AskLibraryView.tsx';
