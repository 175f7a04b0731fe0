export { Header, type HeaderProps } from './Header.tsx';
export { SIDE_NAV_WIDTH } from './sideNavWidth.ts';
export { MAIN_LINKS } from './mainLinks.ts';
