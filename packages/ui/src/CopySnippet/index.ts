export { CopySnippet, type CopySnippetProps } from './CopySnippet.tsx';
