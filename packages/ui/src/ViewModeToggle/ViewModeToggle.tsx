import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import GridViewIcon from '@mui/icons-material/GridView';
import MapIcon from '@mui/icons-material/Map';
import { useTranslation } from '@libatlas/i18n';
import { claimPress } from '../claimPress.ts';
import { linkButtonProps } from '../linkButtonProps.ts';

/** How the Libraries page shows its results. */
export type ViewMode = 'grid' | 'map';

export interface ViewModeToggleProps {
  /** The view shown now. */
  value: ViewMode;
  /** Called with the other view when the user picks it. */
  onChange: (value: ViewMode) => void;
  /**
   * The address of each view. Given, the buttons are links to it that act as buttons: without
   * JavaScript (or before it has loaded) the browser follows them and the server draws that view;
   * with it, a press calls `onChange` instead.
   */
  hrefOf?: (value: ViewMode) => string;
}

/**
 * - **Use it** to switch the Libraries page between its grid and its map.
 * - **Don't use it** for filters or options that combine: it always holds exactly one of two views.
 *
 * The grid / map switch of the Libraries page (spec §2). Two toggle buttons in a labelled group,
 * the current one pressed; pressing the current one again keeps it, so a view is always chosen.
 * On narrow screens only the icons show; the buttons keep their names for assistive technology.
 * With `hrefOf`, each is a link to its view as well, which works without the app's code.
 */
export function ViewModeToggle({ value, onChange, hrefOf }: ViewModeToggleProps) {
  const { t } = useTranslation();
  const options = [
    { mode: 'grid', label: t('libraries.gridView'), icon: <GridViewIcon aria-hidden /> },
    { mode: 'map', label: t('libraries.mapView'), icon: <MapIcon aria-hidden /> },
  ] as const;
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      aria-label={t('libraries.viewMode')}
      value={value}
      onChange={(event, next: ViewMode | null) => {
        if (hrefOf && !claimPress(event)) return;
        if (next !== null && next !== value) {
          onChange(next);
        }
      }}
    >
      {options.map(({ mode, label, icon }) => (
        <ToggleButton
          key={mode}
          value={mode}
          {...(hrefOf && linkButtonProps(hrefOf(mode)))}
          aria-label={label}
          sx={{ gap: 1, px: 1.5, whiteSpace: 'nowrap' }}
        >
          {icon}
          <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {label}
          </Box>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
