import { Link as RouterLink } from 'react-router-dom';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import type { Role } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { USER_MENU_ROUTES } from './userMenuRoutes.ts';

export interface AccountMenuProps {
  /** The id of the menu's list, which the profile button controls. */
  id: string;
  /** The profile button it opens under; null when closed. */
  anchor: HTMLElement | null;
  /** The user's role: admins also get Manage. */
  role: Role | null;
  /** Closes it: a click outside, Escape, or an item chosen. */
  onClose: () => void;
  /** Called by Sign Out, once the menu has closed. */
  onSignOut: () => void;
}

/** The profile menu of UserMenu: Profile, Suggestions, Manage for admins, Sign Out. */
export function AccountMenu({ id, anchor, role, onClose, onSignOut }: AccountMenuProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: rtl ? 'left' : 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: rtl ? 'left' : 'right' }}
      slotProps={{ list: { id, 'aria-label': t('nav.accountMenu') } }}
    >
      <MenuItem component={RouterLink} to={USER_MENU_ROUTES.profile} onClick={onClose}>
        <ListItemIcon>
          <PersonOutlinedIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('nav.profile')}</ListItemText>
      </MenuItem>
      <MenuItem component={RouterLink} to={USER_MENU_ROUTES.suggestions} onClick={onClose}>
        <ListItemIcon>
          <LightbulbOutlinedIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('nav.suggestions')}</ListItemText>
      </MenuItem>
      {role === 'admin' && (
        <MenuItem component={RouterLink} to={USER_MENU_ROUTES.manage} onClick={onClose}>
          <ListItemIcon>
            <AdminPanelSettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('nav.manage')}</ListItemText>
        </MenuItem>
      )}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
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
  );
}
