import { useId } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  SUGGESTION_FILTERS,
  type SuggestionFilter as SuggestionFilterValue,
} from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { claimPress } from '../claimPress.ts';
import { linkButtonProps } from '../linkButtonProps.ts';

export interface SuggestionFilterProps {
  /** The filter applied now; 'mine' reads as 'all' for a visitor, who is not offered it. */
  value: SuggestionFilterValue;
  /** Called with the filter the user picks (never with the one already applied). */
  onChange: (value: SuggestionFilterValue) => void;
  /** Whether a user is signed in: only then is 'My suggestions' offered (spec §2). */
  signedIn?: boolean;
  /**
   * The address of the board with each filter. Given, the buttons are links to it that act as
   * buttons: without JavaScript the browser follows them and the server draws that board; with
   * it, a press calls `onChange` instead.
   */
  hrefOf?: (value: SuggestionFilterValue) => string;
}

/**
 * - **Use it** above the list of suggestions, to narrow it by author or status.
 * - **Don't use it** for libraries: use `SearchField` and `RegionFilter`.
 *
 * The filter of the Suggestions page (spec §2, §9): all, mine (signed-in users only), pending,
 * approved, rejected. A labelled group of toggle buttons, the applied one pressed. The group is one
 * Tab stop; the arrow keys move along it in the page's direction (MUI's roving tab index, RTL
 * aware), Home and End go to its ends, Enter or Space applies. The row wraps on narrow screens.
 */
export function SuggestionFilter({
  value,
  onChange,
  signedIn = false,
  hrefOf,
}: SuggestionFilterProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const options = SUGGESTION_FILTERS.filter((filter) => signedIn || filter !== 'mine');
  const applied = options.includes(value) ? value : 'all';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {t('suggestions.filterLabel')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-labelledby={labelId}
        value={applied}
        onChange={(event, next: SuggestionFilterValue | null) => {
          if (hrefOf && !claimPress(event)) return;
          if (next !== null && next !== applied) {
            onChange(next);
          }
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {options.map((filter) => (
          <ToggleButton
            key={filter}
            value={filter}
            {...(hrefOf && linkButtonProps(hrefOf(filter)))}
            sx={{ px: 1.5, whiteSpace: 'nowrap' }}
          >
            {t(`suggestions.filter.${filter}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
