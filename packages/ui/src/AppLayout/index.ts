export { AppLayout, MAIN_CONTENT_ID, type AppLayoutProps } from './AppLayout.tsx';
