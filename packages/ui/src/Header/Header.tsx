import { useId, useState, type ReactNode } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import LocalLibraryIcon from '@mui/icons-material/LocalLibrary';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from '@libatlas/i18n';
import { LanguageToggle } from '../LanguageToggle/index.ts';

/** The main links of the navigation bar (spec §2), in their order. */
export const MAIN_LINKS = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/libraries', label: 'nav.libraries', end: false },
  { to: '/regions', label: 'nav.regions', end: false },
  { to: '/about', label: 'nav.about', end: false },
  { to: '/suggestions', label: 'nav.suggestions', end: false },
] as const;

export interface HeaderProps {
  /** Called by the Login button, which opens the login modal; shown only when `actions` is absent. */
  onLogin?: () => void;
  /** A signed-in user's controls (suggestions and assistant icons, profile menu); they replace the Login button. */
  actions?: ReactNode;
}

/**
 * The navigation bar above every page: the brand linking home, the main links (the current one
 * marked with `aria-current="page"`), the language toggle and the Login button or the user's
 * controls. Below the `md` breakpoint the main links move into a menu that closes on navigation.
 */
export function Header({ onLogin, actions }: HeaderProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { pathname } = useLocation();
  const menuId = useId();
  // The menu remembers the page it was opened on, so it is closed again as soon as the route
  // changes, whichever way the navigation happened.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const accent = theme.custom.headerVariant === 'accent';

  const activeLinkStyle = {
    fontWeight: 700,
    boxShadow: `inset 0 -3px 0 ${accent ? 'currentColor' : theme.palette.primary.main}`,
    ...(!accent && { color: theme.palette.primary.main }),
  };

  return (
    <AppBar
      position="sticky"
      color={accent ? 'primary' : 'inherit'}
      enableColorOnDark
      sx={
        accent
          ? undefined
          : {
              bgcolor: 'background.paper',
              color: 'text.primary',
              borderBottom: 1,
              borderColor: 'divider',
            }
      }
    >
      <Container maxWidth={theme.custom.contentMaxWidth}>
        <Toolbar disableGutters sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('nav.menu')}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={() => setOpenedOn(menuOpen ? null : pathname)}
            sx={{ display: { md: 'none' } }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="none"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexShrink: 1 }}
          >
            <LocalLibraryIcon aria-hidden />
            <Box
              component="span"
              sx={{
                typography: 'h6',
                fontWeight: 700,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                // A phone has no room for the title beside the menu, language and Login buttons:
                // the icon stays as the home link and the title still names it for screen readers.
                [theme.breakpoints.down('sm')]: {
                  position: 'absolute',
                  width: '1px',
                  height: '1px',
                  overflow: 'hidden',
                  clip: 'rect(0 0 0 0)',
                },
              }}
            >
              {t('app.title')}
            </Box>
          </Link>
          <Box
            component="nav"
            aria-label={t('nav.mainNavigation')}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, marginInlineStart: 3 }}
          >
            {MAIN_LINKS.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end={link.end}
                color="inherit"
                sx={{
                  borderRadius: 0,
                  minHeight: 64,
                  px: 1.5,
                  '&[aria-current="page"]': activeLinkStyle,
                }}
              >
                {t(link.label)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageToggle />
          {actions ??
            (onLogin && (
              <Button
                variant={accent ? 'outlined' : 'contained'}
                color={accent ? 'inherit' : 'primary'}
                onClick={onLogin}
                sx={{ flexShrink: 0 }}
              >
                {t('nav.login')}
              </Button>
            ))}
        </Toolbar>
      </Container>
      <Collapse in={menuOpen} unmountOnExit sx={{ display: { md: 'none' } }}>
        <Box component="nav" id={menuId} aria-label={t('nav.mainNavigation')} sx={{ pb: 1 }}>
          <List disablePadding>
            {MAIN_LINKS.map((link) => (
              <ListItem key={link.to} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={link.to}
                  end={link.end}
                  sx={{
                    '&[aria-current="page"]': {
                      bgcolor: 'action.selected',
                      boxShadow: `inset 4px 0 0 ${accent ? 'currentColor' : theme.palette.primary.main}`,
                    },
                    '&[aria-current="page"] .MuiListItemText-primary': { fontWeight: 700 },
                  }}
                >
                  <ListItemText primary={t(link.label)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Collapse>
    </AppBar>
  );
}
