import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from '@libatlas/i18n';
import { Brand } from './Brand.tsx';
import { MainLinkList } from './MainLinkList.tsx';
import { SIDE_NAV_WIDTH } from './sideNavWidth.ts';

/**
 * The permanent column of the `side` style, from `md` up: what a permanent MUI Drawer draws (a
 * fixed, full-height square paper with a rule on its inner edge), without the Drawer, whose modal
 * and slide machinery every page would download. Anchored left, which the right-to-left style
 * sheet turns into the right: the start side in either direction.
 */
export function SideNavigation({ accent }: { accent: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: { xs: 'none', md: 'block' }, flex: '0 0 auto' }}>
      <Paper
        square
        elevation={0}
        sx={{
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          height: '100%',
          flex: '1 0 auto',
          zIndex: 'drawer',
          position: 'fixed',
          top: 0,
          left: 0,
          outline: 0,
          borderRight: 1,
          borderColor: 'divider',
          width: SIDE_NAV_WIDTH,
          boxSizing: 'border-box',
          ...(accent && { bgcolor: 'primary.main', color: 'primary.contrastText', border: 0 }),
        }}
      >
        <Box component="nav" aria-label={t('nav.mainNavigation')}>
          <Brand title="wrap" sx={{ px: 2, py: 2, minHeight: 64 }} />
          <MainLinkList accent={accent} />
        </Box>
      </Paper>
    </Box>
  );
}
