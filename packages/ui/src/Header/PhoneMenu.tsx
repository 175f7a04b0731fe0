import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import { useTranslation } from '@libatlas/i18n';
import { MainLinkList } from './MainLinkList.tsx';

export interface PhoneMenuProps {
  /** The id of the navigation inside, which the menu button controls. */
  id: string;
  /** Whether the menu is shown. */
  open: boolean;
  /** Whether the header is filled with the primary colour (the current link's mark follows). */
  accent: boolean;
}

/**
 * The top bar's menu where the links do not fit: the main links, unfolding under the bar. It
 * unfolds also when it first mounts open (its code arrives on the first opening).
 */
export function PhoneMenu({ id, open, accent }: PhoneMenuProps) {
  const { t } = useTranslation();
  return (
    <Collapse in={open} appear unmountOnExit>
      <Box component="nav" id={id} aria-label={t('nav.mainNavigation')} sx={{ pb: 1 }}>
        <MainLinkList accent={accent} />
      </Box>
    </Collapse>
  );
}
