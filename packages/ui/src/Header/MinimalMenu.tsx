import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import { useTranslation } from '@libatlas/i18n';
import { MainLinkList } from './MainLinkList.tsx';

export interface MinimalMenuProps {
  /** The id of the navigation inside, which the Menu button controls. */
  id: string;
  /** Whether the menu is shown. */
  open: boolean;
  /** The Menu button it opens under. */
  anchor: HTMLElement | null;
  /** The button's start edge, physical (popover positions are): 'left' in English, 'right' in Arabic. */
  start: 'left' | 'right';
  /** Closes it: a click outside, Escape, or a link followed. */
  onClose: () => void;
}

/** The `minimal` header's menu: the main links in a popover under the Menu button. */
export function MinimalMenu({ id, open, anchor, start, onClose }: MinimalMenuProps) {
  const { t } = useTranslation();
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: start }}
      transformOrigin={{ vertical: 'top', horizontal: start }}
      slotProps={{ paper: { sx: { minWidth: 220 } } }}
    >
      <Box component="nav" id={id} aria-label={t('nav.mainNavigation')} sx={{ py: 1 }}>
        <MainLinkList accent={false} onNavigate={onClose} />
      </Box>
    </Popover>
  );
}
