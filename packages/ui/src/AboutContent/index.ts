export { AboutContent, type AboutContentProps } from './AboutContent.tsx';
