import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import NearMeOutlinedIcon from '@mui/icons-material/NearMeOutlined';
import { useTranslation } from '@libatlas/i18n';
import { claimPress } from '../claimPress.ts';
import { linkButtonProps } from '../linkButtonProps.ts';

/**
 * Where "Nearest first" stands: off, waiting for the browser's location, on, or refused by the
 * reader or the browser (the list then keeps its usual order).
 */
export type NearestState = 'off' | 'locating' | 'on' | 'denied' | 'unavailable';

export interface LibraryListOptionsProps {
  /** Whether only the libraries open now are shown. */
  openNow: boolean;
  /** Called with the new choice when the reader presses "Open now". */
  onOpenNowChange: (openNow: boolean) => void;
  /**
   * The address of the list with "Open now" pressed the other way. Given, the button is a link to
   * it that acts as a button: without JavaScript the browser follows it and the server draws that
   * list; with it, a press calls `onOpenNowChange` instead.
   */
  openNowHref?: string;
  /** Where "Nearest first" stands. */
  nearest: NearestState;
  /** Called with true when the reader asks for the nearest first, false when they turn it off. */
  onNearestChange: (nearest: boolean) => void;
}

const NEAREST_MESSAGES = {
  locating: 'libraries.nearestLocating',
  denied: 'libraries.nearestDenied',
  unavailable: 'libraries.nearestUnavailable',
} as const;

/**
 * - **Use it** on the Libraries page, beside the search and the region filter.
 * - **Don't use it** for the grid/map switch (`ViewModeToggle`), which always holds one of two.
 *
 * Two options that combine: "Open now" (only the libraries open at this moment in their own time)
 * and "Nearest first" (ordered by distance from the reader, once the browser gives their
 * location), each a button that stays pressed while it is on; below them, what became of the
 * location: being found, or not shared and why the order did not change.
 */
export function LibraryListOptions({
  openNow,
  onOpenNowChange,
  openNowHref,
  nearest,
  onNearestChange,
}: LibraryListOptionsProps) {
  const { t } = useTranslation();
  const nearestOn = nearest === 'on' || nearest === 'locating';
  const message = nearest === 'on' || nearest === 'off' ? null : NEAREST_MESSAGES[nearest];
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', alignItems: 'center', minHeight: 40 }}
    >
      <ToggleButton
        value="openNow"
        size="small"
        color="primary"
        selected={openNow}
        {...(openNowHref !== undefined && linkButtonProps(openNowHref))}
        onChange={(event) => {
          if (openNowHref !== undefined && !claimPress(event)) return;
          onOpenNowChange(!openNow);
        }}
        sx={{ gap: 1, px: 1.5, whiteSpace: 'nowrap' }}
      >
        <AccessTimeIcon fontSize="small" aria-hidden />
        {t('libraries.openNowOpen')}
      </ToggleButton>
      <ToggleButton
        value="nearest"
        // It needs the browser's location: not shown to a browser running no script.
        data-needs-script
        size="small"
        color="primary"
        selected={nearestOn}
        onChange={() => onNearestChange(!nearestOn)}
        sx={{ gap: 1, px: 1.5, whiteSpace: 'nowrap' }}
      >
        <NearMeOutlinedIcon fontSize="small" aria-hidden />
        {t('libraries.nearestFirst')}
      </ToggleButton>
      <Typography
        role="status"
        variant="body2"
        sx={{ color: 'text.secondary', flexBasis: { xs: '100%', sm: 'auto' } }}
      >
        {message && t(message)}
      </Typography>
    </Stack>
  );
}
