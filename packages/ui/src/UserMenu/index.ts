export { UserMenu, USER_MENU_ROUTES, type UserMenuProps, type UserMenuUser } from './UserMenu.tsx';
export { roleLabelKey } from './roleLabelKey.ts';
