export { Header, SIDE_NAV_WIDTH, type HeaderProps } from './Header.tsx';
export { MAIN_LINKS } from './mainLinks.ts';
