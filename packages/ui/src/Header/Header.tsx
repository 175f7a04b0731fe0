import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation, whenPageIdle } from '@libatlas/i18n';
import { claimPress } from '../claimPress.ts';
import { LanguageToggle } from '../LanguageToggle/index.ts';
import { linkButtonProps } from '../linkButtonProps.ts';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { LOGIN_PATH } from '../loginPath.ts';
import { MAIN_LINKS } from './mainLinks.ts';
import { Brand } from './Brand.tsx';
import { SIDE_NAV_WIDTH } from './sideNavWidth.ts';
import { useHeaderFit, type HeaderFit } from './useHeaderFit.ts';

// The minimal style's menu (a popover, with the modal machinery under it) loads when it first
// opens; most sites use the top bar and never need it.
const MinimalMenu = lazy(() =>
  import('./MinimalMenu.tsx').then((module) => ({ default: module.MinimalMenu })),
);

// The top bar's menu, where the links do not fit (phones), loads once the page is idle or on its
// first opening; the side style's column loads with the page (the layout keeps its place).
const loadPhoneMenu = () => import('./PhoneMenu.tsx');
const PhoneMenu = lazy(() => loadPhoneMenu().then((module) => ({ default: module.PhoneMenu })));
const SideNavigation = lazy(() =>
  import('./SideNavigation.tsx').then((module) => ({ default: module.SideNavigation })),
);

export interface HeaderProps {
  /**
   * Called by the Login button, which opens the login modal; shown only when `actions` is absent.
   * The button is a link to the sign-in page (`/login`) as well, which the browser follows when
   * the app's code is not running.
   */
  onLogin?: () => void;
  /** A signed-in user's controls (suggestions and assistant icons, profile menu); they replace the Login button. */
  actions?: ReactNode;
}

/** The header's colours: filled with the primary colour, or on the page surface with a rule. */
function barColors(accent: boolean) {
  return accent
    ? {}
    : {
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      };
}

/** The language toggle and the Login button or the signed-in user's controls. */
function EndControls({
  onLogin,
  actions,
  accent,
  boxRef,
}: HeaderProps & { accent: boolean; boxRef?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  return (
    <Box ref={boxRef} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
      <LanguageToggle />
      {actions ??
        (onLogin && (
          <Button
            variant={accent ? 'outlined' : 'contained'}
            color={accent ? 'inherit' : 'primary'}
            {...linkButtonProps(LOGIN_PATH)}
            onClick={(event) => {
              if (claimPress(event)) onLogin();
            }}
            sx={{ flexShrink: 0 }}
          >
            {t('nav.login')}
          </Button>
        ))}
    </Box>
  );
}

/**
 * - **Use it** through `AppLayout`, which pairs it with the skip link and the main landmark.
 * - **Don't use it** for in-page navigation (tabs, filters): it is the site's banner and main
 *   navigation.
 *
 * The navigation bar above every page: the brand linking home, the main links (the current one
 * marked with `aria-current="page"`), the language toggle and the Login button or the user's
 * controls. It follows the site's navigation style (`theme.custom.navigationStyle`, Customise →
 * Layout):
 * - `top`: the links in the bar; below the `md` breakpoint they move into a menu that closes on
 *   navigation;
 * - `side`: from `md` up, a permanent navigation column on the start side (the right in Arabic)
 *   holds the brand and the links, and a slim bar keeps the language toggle and Login; below
 *   `md` it is the `top` header with its menu;
 * - `minimal`: a compact bar with the brand, one Menu button that opens the links in a popover,
 *   the language toggle and Login, at every width.
 */
export function Header(props: HeaderProps) {
  const theme = useTheme();
  return theme.custom.navigationStyle === 'minimal' ? (
    <MinimalHeader {...props} />
  ) : (
    <BarHeader {...props} side={theme.custom.navigationStyle === 'side'} />
  );
}

/** The main links inline in the bar, each on one line; also drawn off screen to be measured. */
function InlineLinks({
  accent,
  measuring = false,
  sx,
}: {
  accent: boolean;
  measuring?: boolean;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const activeLinkStyle = {
    fontWeight: 700,
    boxShadow: `inset 0 -3px 0 ${accent ? 'currentColor' : theme.palette.primary.main}`,
    ...(!accent && { color: theme.palette.primary.main }),
  };
  const linkStyle = {
    borderRadius: 0,
    minHeight: 64,
    px: 1.5,
    flexShrink: 0,
    whiteSpace: 'nowrap',
    '&[aria-current="page"]': activeLinkStyle,
  };
  return (
    <Box
      component={measuring ? 'div' : 'nav'}
      aria-label={measuring ? undefined : t('nav.mainNavigation')}
      sx={[{ display: 'flex', gap: 0.5, flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {MAIN_LINKS.map((link) =>
        measuring ? (
          // The current page's link is bold: measure every link bold, the widest it gets.
          <Button
            key={link.to}
            component="span"
            color="inherit"
            sx={{ ...linkStyle, fontWeight: 700 }}
          >
            {t(link.label)}
          </Button>
        ) : (
          <Button
            key={link.to}
            component={NavLink}
            to={link.to}
            end={link.end}
            color="inherit"
            sx={linkStyle}
          >
            {t(link.label)}
          </Button>
        ),
      )}
    </Box>
  );
}

/** Where the bar's pieces are measured at their natural size: out of sight, of reach and of the accessibility tree. */
const MEASURING_STAGE = {
  position: 'absolute',
  top: 0,
  insetInlineStart: 0,
  display: 'flex',
  width: 'max-content',
  visibility: 'hidden',
  pointerEvents: 'none',
  height: 0,
  overflow: 'hidden',
} as const;

function BarHeader({ onLogin, actions, side }: HeaderProps & { side: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { pathname } = useLocation();
  const menuId = useId();
  // The menu remembers the page it was opened on, so it is closed again as soon as the route
  // changes, whichever way the navigation happened.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  // A click with no pointer (detail 0) is Enter or Space on the button: the menu takes the focus.
  const [openedByKeyboard, setOpenedByKeyboard] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const accent = theme.custom.headerVariant === 'accent';
  const toolbar = useRef<HTMLDivElement>(null);
  const measuredBrand = useRef<HTMLDivElement>(null);
  const measuredLinks = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const measured = useHeaderFit({ toolbar, brand: measuredBrand, links: measuredLinks, end });
  // The side style keeps its links in the column from `md` up; the bar only needs the room for
  // the brand there (below `md` it is the top bar, measured like it).
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const sideColumn = side && wide;
  const fit: HeaderFit | null = sideColumn ? 'menu' : measured;
  const linksInline = fit === 'full';
  const menuOpen = openedOn === pathname && !linksInline;
  // Mounted from its first opening on, so that it can fold away with its transition.
  const [phoneMenuMounted, setPhoneMenuMounted] = useState(false);
  if (menuOpen && !phoneMenuMounted) setPhoneMenuMounted(true);
  // Where the menu button shows, its menu's code is fetched ahead of the first tap.
  useEffect(() => {
    if (linksInline || sideColumn) return;
    return whenPageIdle(() => {
      loadPhoneMenu().catch(() => {
        // Fetched again on the first opening.
      });
    });
  }, [linksInline, sideColumn]);

  // Before the first measurement (and where measuring is impossible) the breakpoints decide.
  const inlineDisplay = fit === null ? { xs: 'none', md: 'flex' } : linksInline ? 'flex' : 'none';
  const menuButtonDisplay = sideColumn
    ? 'none'
    : fit === null
      ? { md: 'none' }
      : linksInline
        ? 'none'
        : 'inline-flex';

  return (
    <>
      {side && (
        // Its place is kept by the layout's margin, so nothing moves when it arrives.
        <Suspense fallback={null}>
          <SideNavigation accent={accent} />
        </Suspense>
      )}
      <AppBar
        position="sticky"
        color={accent ? 'primary' : 'inherit'}
        enableColorOnDark
        sx={{
          ...barColors(accent),
          // Beside the side navigation, not under it; `width: auto` lets the margin take its room.
          ...(side && { marginInlineStart: { md: `${SIDE_NAV_WIDTH}px` }, width: { md: 'auto' } }),
        }}
      >
        <Container maxWidth={theme.custom.contentMaxWidth} sx={{ position: 'relative' }}>
          <Box aria-hidden inert sx={MEASURING_STAGE}>
            <Box ref={measuredBrand} sx={{ display: 'flex' }}>
              <Brand title="shown" />
            </Box>
            {!side && (
              <Box ref={measuredLinks} sx={{ display: 'flex' }}>
                <InlineLinks accent={accent} measuring />
              </Box>
            )}
          </Box>
          <Toolbar
            ref={toolbar}
            disableGutters
            sx={{ gap: 1, ...(side && { minHeight: { md: 48 } }) }}
          >
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('nav.menu')}
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? menuId : undefined}
              ref={menuButton}
              onClick={(event) => {
                setOpenedByKeyboard(event.detail === 0);
                setOpenedOn(menuOpen ? null : pathname);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && menuOpen) setOpenedOn(null);
              }}
              sx={{ display: menuButtonDisplay }}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
            <Brand
              title={fit === null ? undefined : fit === 'compact' ? 'hidden' : 'shown'}
              sx={sideColumn ? { display: 'none' } : undefined}
            />
            {!side && (
              <InlineLinks accent={accent} sx={{ display: inlineDisplay, marginInlineStart: 3 }} />
            )}
            <Box sx={{ flexGrow: 1 }} />
            <EndControls onLogin={onLogin} actions={actions} accent={accent} boxRef={end} />
          </Toolbar>
        </Container>
        {phoneMenuMounted && (
          <Suspense fallback={null}>
            <PhoneMenu
              id={menuId}
              open={menuOpen}
              accent={accent}
              focusFirstLink={openedByKeyboard}
              onEscape={() => {
                setOpenedOn(null);
                menuButton.current?.focus();
              }}
            />
          </Suspense>
        )}
      </AppBar>
    </>
  );
}

function MinimalHeader({ onLogin, actions }: HeaderProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { pathname } = useLocation();
  const menuId = useId();
  const accent = theme.custom.headerVariant === 'accent';
  // As in the bar's menu, the popover belongs to the page it was opened on.
  const [menu, setMenu] = useState<{ anchor: HTMLElement; openedOn: string } | null>(null);
  const open = menu !== null && menu.openedOn === pathname;
  // Mounted from its first opening on, so that it can close with its transition.
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (open && !menuLoaded) setMenuLoaded(true);
  const close = () => setMenu(null);
  // Popover positions are physical: the menu opens under the button, from its start edge.
  const start = theme.direction === 'rtl' ? 'right' : 'left';

  return (
    <AppBar
      position="sticky"
      color={accent ? 'primary' : 'inherit'}
      enableColorOnDark
      sx={barColors(accent)}
    >
      <Container maxWidth={theme.custom.contentMaxWidth}>
        <Toolbar variant="dense" disableGutters sx={{ gap: 1 }}>
          <Brand />
          <Button
            color="inherit"
            startIcon={open ? <CloseIcon /> : <MenuIcon />}
            aria-expanded={open}
            aria-controls={open ? menuId : undefined}
            onClick={(event) =>
              setMenu(open ? null : { anchor: event.currentTarget, openedOn: pathname })
            }
            sx={{
              flexShrink: 0,
              marginInlineStart: { sm: 1 },
              // Phones keep the icon only; the name stays for screen readers.
              [theme.breakpoints.down('sm')]: { minWidth: 40, '& .MuiButton-startIcon': { m: 0 } },
            }}
          >
            <Box component="span" sx={{ [theme.breakpoints.down('sm')]: visuallyHidden }}>
              {t('nav.menu')}
            </Box>
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <EndControls onLogin={onLogin} actions={actions} accent={accent} />
        </Toolbar>
      </Container>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MinimalMenu
            id={menuId}
            open={open}
            anchor={menu?.anchor ?? null}
            start={start}
            onClose={close}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
