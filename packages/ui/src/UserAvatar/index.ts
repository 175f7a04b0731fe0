export { UserAvatar, type UserAvatarProps } from './UserAvatar.tsx';
export { avatarLetter } from './avatarLetter.ts';
export { roleAvatarColors, type AvatarColors } from './roleAvatarColors.ts';
