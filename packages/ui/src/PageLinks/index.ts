export { PageLinks, type PageLinksProps } from './PageLinks.tsx';
