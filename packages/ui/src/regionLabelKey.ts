import { regionKey, type REGIONS, type UNKNOWN_REGION_KEY } from '@libatlas/contracts';

/** The i18n keys that name a region: one per known region, and the unknown-region label. */
export type RegionLabelKey = (typeof REGIONS)[number]['key'] | typeof UNKNOWN_REGION_KEY;

/**
 * `regionKey()` typed for `t()`: the key naming a region (by English name) in the active language,
 * the unknown label for a name outside `REGIONS`.
 */
export function regionLabelKey(en: string): RegionLabelKey {
  return regionKey(en) as RegionLabelKey;
}
