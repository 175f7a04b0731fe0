export { UserMenu, USER_MENU_ROUTES, type UserMenuProps, type UserMenuUser } from './UserMenu.tsx';
export { avatarLetter } from './avatarLetter.ts';
export { roleAvatarColors, type AvatarColors } from './roleAvatarColors.ts';
export { roleLabelKey } from './roleLabelKey.ts';
