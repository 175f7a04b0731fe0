export { Header, MAIN_LINKS, type HeaderProps } from './Header.tsx';
