import { REGIONS, type RegionName } from '@libatlas/contracts';
import type { RegionFilterValue } from '@libatlas/directory';
import { useTranslation } from '@libatlas/i18n';
import { NativeSelectField } from '../NativeSelectField/index.ts';
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
 * by its translated name. Values stay English names, which is what the filter compares. The
 * browser's own list, named `region`: in the page's `QueryForm` it works without the app's code.
 */
export function RegionFilter({ value, onChange, regions = ALL_REGIONS, id }: RegionFilterProps) {
  const { t } = useTranslation();
  return (
    <NativeSelectField
      id={id}
      name="region"
      label={t('libraries.regionFilter')}
      value={value}
      onChange={(next) => onChange(next as RegionFilterValue)}
      options={[
        { value: 'all', label: t('region.all') },
        ...regions.map((region) => ({ value: region, label: t(regionLabelKey(region)) })),
      ]}
    />
  );
}
