export { PagePlaceholder, type PagePlaceholderProps } from './PagePlaceholder.tsx';
