export { DatasetView, type DatasetViewProps } from './DatasetView.tsx';
export { embedSnippet } from './embedSnippet.ts';
