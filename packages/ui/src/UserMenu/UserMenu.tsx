import { lazy, Suspense, useId, useState, type Ref } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import type { Role, User } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { UserAvatar } from '../UserAvatar/index.ts';
import { roleLabelKey } from './roleLabelKey.ts';
import { USER_MENU_ROUTES } from './userMenuRoutes.ts';

// The menu itself (and the popover and modal machinery under it) loads when it first opens.
const AccountMenu = lazy(() =>
  import('./AccountMenu.tsx').then((module) => ({ default: module.AccountMenu })),
);

/** What the menu needs of the signed-in user: a `User` or `SessionUser` fits, as does one with no role. */
export type UserMenuUser = Pick<User, 'name' | 'avatar'> & { role?: Role | null | undefined };

export interface UserMenuProps {
  /** The signed-in user: the picture or the name's first letter makes the avatar, the role its colour and links. */
  user: UserMenuUser;
  /** Called by Sign Out, once the menu has closed. */
  onSignOut: () => void;
  /** The profile menu button, for a caller that moves the focus to it (after signing in). */
  buttonRef?: Ref<HTMLButtonElement>;
}

/** Whether a role may use the Ask Library assistant (spec §6: admin and premium). */
function canUseAssistant(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'premium';
}

/**
 * - **Use it** as the header's `actions` for a signed-in user.
 * - **Don't use it** for visitors: the header shows Login instead.
 *
 * A signed-in user's controls for the header's `actions` (spec §2 Navigation bar): a suggestions
 * link, an assistant link for admin and premium users, and the profile menu button, whose avatar is
 * coloured by role and whose title names the role. The menu (Profile, Suggestions, Manage for
 * admins, Sign Out) closes on a click outside it and whenever the route changes.
 */
export function UserMenu({ user, onSignOut, buttonRef }: UserMenuProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Any navigation closes the menu, whatever caused it: the menu remembers the location entry it
  // was opened on and is dropped as soon as another one is rendered.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setAnchor(null);
  }
  const open = anchor !== null;
  // Mounted from its first opening on, so that it can close with its transition.
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (open && !menuLoaded) setMenuLoaded(true);
  const role = user.role ?? null;
  const label = role ? t('nav.roleUser', { role: t(roleLabelKey(role)) }) : t(roleLabelKey(role));
  const close = () => setAnchor(null);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
      <IconButton
        component={RouterLink}
        to={USER_MENU_ROUTES.suggestions}
        color="inherit"
        aria-label={t('nav.suggestions')}
        title={t('nav.suggestions')}
        // Below 360 px the bar has no room for it beside the notifications' bell; the menu and the
        // main links still lead there.
        sx={{ '@media (max-width: 359.95px)': { display: 'none' } }}
      >
        <LightbulbOutlinedIcon />
      </IconButton>
      {canUseAssistant(role) && (
        <IconButton
          component={RouterLink}
          to={USER_MENU_ROUTES.askLib}
          color="inherit"
          aria-label={t('nav.askLib')}
          title={t('nav.askLib')}
        >
          <SmartToyOutlinedIcon />
        </IconButton>
      )}
      <IconButton
        ref={buttonRef}
        id={buttonId}
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar
          name={user.name}
          avatar={user.avatar}
          role={role}
          size={32}
          fontSize="1rem"
          decorative
          // A ring in the page's surface colour keeps the avatar visible on a header of the same
          // hue (an indigo avatar on the default indigo bar).
          sx={{ boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}` }}
        />
      </IconButton>
      {menuLoaded && (
        <Suspense fallback={null}>
          <AccountMenu
            id={menuId}
            anchor={anchor}
            role={role}
            onClose={close}
            onSignOut={onSignOut}
          />
        </Suspense>
      )}
    </Box>
  );
}
