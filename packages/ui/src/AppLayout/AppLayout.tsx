import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '@libatlas/i18n';
import { Footer } from '../Footer/index.ts';
import { Header, SIDE_NAV_WIDTH } from '../Header/index.ts';

/** The id of the main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

export interface AppLayoutProps {
  /** The developer or owner the footer credits, from the site settings. */
  ownerName: string;
  /** Opens the login modal; passed to the header's Login button. */
  onLogin?: () => void;
  /** A signed-in user's controls for the header; they replace the Login button. */
  actions?: ReactNode;
  /** The footer's copyright year; the current year when omitted. */
  year?: number;
  /** The current page. */
  children: ReactNode;
}

/**
 * - **Use it** as the outermost frame of every routed page, with the signed-in user's controls as
 *   `actions`.
 * - **Don't use it** inside a dialog or a panel, or twice on one page: it owns the page's only
 *   header, main and footer landmarks.
 *
 * The frame around every page (spec §2: a header and a footer surround all pages): a skip link
 * that appears on keyboard focus, the header, the main landmark and the footer, with the footer
 * kept at the bottom of short pages. With the `side` navigation style the page and the footer
 * sit beside the navigation column from the `md` breakpoint up.
 */
export function AppLayout({ ownerName, onLogin, actions, year, children }: AppLayoutProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const mainRef = useRef<HTMLElement>(null);
  const side = theme.custom.navigationStyle === 'side';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href={`#${MAIN_CONTENT_ID}`}
        // Moves focus itself rather than following the fragment: a <base> element or a router
        // could turn the fragment into a navigation away from the page.
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
        sx={(theme) => ({
          position: 'absolute',
          insetInlineStart: theme.spacing(1),
          top: theme.spacing(1),
          zIndex: theme.zIndex.tooltip,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          typography: 'button',
          boxShadow: 3,
          // Off screen until focused, but still in the tab order and the accessibility tree.
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none' },
        })}
      >
        {t('app.skipToContent')}
      </Box>
      <Header onLogin={onLogin} actions={actions} />
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          flexGrow: 1,
          ...(side && { marginInlineStart: { md: `${SIDE_NAV_WIDTH}px` } }),
        }}
      >
        <Box
          component="main"
          ref={mainRef}
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, outline: 'none' }}
        >
          {children}
        </Box>
        <Footer ownerName={ownerName} year={year} />
      </Box>
    </Box>
  );
}
