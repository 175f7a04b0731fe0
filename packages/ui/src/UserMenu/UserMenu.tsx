import { useId, useState, type Ref } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import type { Role, User } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { UserAvatar } from '../UserAvatar/index.ts';
import { roleLabelKey } from './roleLabelKey.ts';

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

/** The routes the controls lead to (spec §2). */
export const USER_MENU_ROUTES = {
  profile: '/profile',
  suggestions: '/suggestions',
  askLib: '/ask-lib',
  manage: '/manage',
} as const;

/** Whether a role may use the Ask Library assistant (spec §6: admin and premium). */
function canUseAssistant(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'premium';
}

/**
 * A signed-in user's controls for the header's `actions` (spec §2 Navigation bar): a suggestions
 * link, an assistant link for admin and premium users, and the profile menu button, whose avatar is
 * coloured by role and whose title names the role. The menu (Profile, Suggestions, Manage for
 * admins, Sign Out) closes on a click outside it and whenever the route changes.
 */
export function UserMenu({ user, onSignOut, buttonRef }: UserMenuProps) {
  const { t } = useTranslation();
  const theme = useTheme();
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
  const role = user.role ?? null;
  const label = role ? t('nav.roleUser', { role: t(roleLabelKey(role)) }) : t(roleLabelKey(role));
  const rtl = theme.direction === 'rtl';
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
      <Menu
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: rtl ? 'left' : 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: rtl ? 'left' : 'right' }}
        slotProps={{ list: { id: menuId, 'aria-label': t('nav.accountMenu') } }}
      >
        <MenuItem component={RouterLink} to={USER_MENU_ROUTES.profile} onClick={close}>
          <ListItemIcon>
            <PersonOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('nav.profile')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={USER_MENU_ROUTES.suggestions} onClick={close}>
          <ListItemIcon>
            <LightbulbOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('nav.suggestions')}</ListItemText>
        </MenuItem>
        {role === 'admin' && (
          <MenuItem component={RouterLink} to={USER_MENU_ROUTES.manage} onClick={close}>
            <ListItemIcon>
              <AdminPanelSettingsOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('nav.manage')}</ListItemText>
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          <ListItemIcon>
            {/* The arrow leaves towards the end of the line, which is the left in Arabic. */}
            <LogoutIcon fontSize="small" sx={rtl ? { transform: 'scaleX(-1)' } : undefined} />
          </ListItemIcon>
          <ListItemText>{t('nav.signOut')}</ListItemText>
        </MenuItem>
      </Menu>
    </Box>
  );
}
