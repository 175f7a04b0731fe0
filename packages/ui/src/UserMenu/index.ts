export { UserMenu, type UserMenuProps, type UserMenuUser } from './UserMenu.tsx';
export { USER_MENU_ROUTES } from './userMenuRoutes.ts';
export { roleLabelKey } from './roleLabelKey.ts';
