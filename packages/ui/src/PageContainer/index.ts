export { PageContainer, type PageContainerProps } from './PageContainer.tsx';
