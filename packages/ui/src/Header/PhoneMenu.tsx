import { useEffect, useRef, type KeyboardEvent } from 'react';
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
  /** Moves the focus to the first link as the menu opens (it was opened from the keyboard). */
  focusFirstLink: boolean;
  /** Closes the menu on Escape; the owner gives the focus back to the menu button. */
  onEscape: () => void;
}

/**
 * The top bar's menu where the links do not fit: the main links, unfolding under the bar. It
 * unfolds also when it first mounts open (its code arrives on the first opening). Opened from the
 * keyboard it takes the focus, which would otherwise pass the brand, the language toggle and Login
 * before reaching it; Escape closes it.
 */
export function PhoneMenu({ id, open, accent, focusFirstLink, onEscape }: PhoneMenuProps) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open && focusFirstLink) nav.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [open, focusFirstLink]);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onEscape();
  };
  return (
    <Collapse in={open} appear unmountOnExit>
      <Box
        component="nav"
        ref={nav}
        id={id}
        aria-label={t('nav.mainNavigation')}
        onKeyDown={closeOnEscape}
        sx={{ pb: 1 }}
      >
        <MainLinkList accent={accent} />
      </Box>
    </Collapse>
  );
}
