export { Header, MAIN_LINKS, SIDE_NAV_WIDTH, type HeaderProps } from './Header.tsx';
