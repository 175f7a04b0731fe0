import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '@libatlas/i18n';
import { avatarLetter } from './avatarLetter.ts';
import { roleAvatarColors } from './roleAvatarColors.ts';

export interface UserAvatarProps {
  /** The user's name: the letter shown without a picture, and the picture's description. */
  name: string;
  /** The picture (a URL or data string); without one, the name's first letter is shown. */
  avatar?: string | null;
  /** Picks the colours of spec §2 (purple admin, amber premium, indigo other, grey none). */
  role: string | null | undefined;
  /** Width and height in pixels. */
  size: number;
  /** The letter's font size (any CSS length), to suit `size`. */
  fontSize: string;
  /**
   * Hidden from assistive technology, for an avatar inside a control that names itself. Otherwise a
   * picture is described by the user's name and a letter is hidden (the name is shown beside it).
   */
  decorative?: boolean;
  /** Extra styles for the avatar (margins, a border), laid over its colours and size. */
  sx?: SxProps<Theme>;
}

/**
 * - **Use it** wherever a user is shown by picture (menu button, profile, user details).
 * - **Don't use it** for a library's picture: use `LibraryImage`.
 *
 * A user's picture, or the first letter of their name, in their role's colours.
 */
export function UserAvatar({
  name,
  avatar,
  role,
  size,
  fontSize,
  decorative = false,
  sx,
}: UserAvatarProps) {
  const { t } = useTranslation();
  const described = Boolean(avatar) && !decorative;
  return (
    <Avatar
      src={avatar || undefined}
      alt={described ? t('profile.avatarAlt', { name }) : avatar ? '' : undefined}
      aria-hidden={described ? undefined : true}
      sx={[
        { width: size, height: size, fontSize, ...roleAvatarColors(role) },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {avatarLetter(name)}
    </Avatar>
  );
}
