import { useId } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { REGIONS, type RegionName } from '@libatlas/contracts';
import type { RegionFilterValue } from '@libatlas/directory';
import { useTranslation } from '@libatlas/i18n';
import { regionLabelKey } from '../regionLabelKey.ts';

const ALL_REGIONS: readonly RegionName[] = REGIONS.map((region) => region.en);

export interface RegionFilterProps {
  /** The chosen option: `'all'` or a region's English name. */
  value: RegionFilterValue;
  /** Called with the option the user picks. */
  onChange: (value: RegionFilterValue) => void;
  /** The regions offered after "All regions", by English name and in this order; every region by default. */
  regions?: readonly RegionName[];
  /** The select's id; generated when absent. */
  id?: string;
}

/**
 * - **Use it** to narrow a list of libraries to one region.
 * - **Don't use it** to choose a library's region in a form: the library form has its own required
 *   select.
 *
 * The region dropdown of the Libraries page (spec §2, §9): "All regions" first, then each region
 * by its translated name. Values stay English names, which is what the filter compares.
 */
export function RegionFilter({ value, onChange, regions = ALL_REGIONS, id }: RegionFilterProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  return (
    <TextField
      id={id ?? generatedId}
      select
      fullWidth
      label={t('libraries.regionFilter')}
      value={value}
      onChange={(event) => onChange(event.target.value as RegionFilterValue)}
    >
      <MenuItem value="all">{t('region.all')}</MenuItem>
      {regions.map((region) => (
        <MenuItem key={region} value={region}>
          {t(regionLabelKey(region))}
        </MenuItem>
      ))}
    </TextField>
  );
}
