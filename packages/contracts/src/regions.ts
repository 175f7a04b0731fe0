// Plain data, without zod: the browser's first load reads it (regionSchema.ts holds the schemas).

/**
 * Regions of the world. The spec's form offers the first five (Middle East is the default); North
 * Africa, Africa and South America are added so that every country of the world has a region.
 * The Arabic name is always derived from the English one, never typed by a user.
 */
export const REGIONS = [
  { en: 'Middle East', ar: 'الشرق الأوسط', key: 'region.middleEast' },
  { en: 'Europe', ar: 'أوروبا', key: 'region.europe' },
  { en: 'North America', ar: 'أمريكا الشمالية', key: 'region.northAmerica' },
  { en: 'Asia', ar: 'آسيا', key: 'region.asia' },
  { en: 'Oceania', ar: 'أوقيانوسيا', key: 'region.oceania' },
  { en: 'North Africa', ar: 'شمال أفريقيا', key: 'region.northAfrica' },
  { en: 'Africa', ar: 'أفريقيا', key: 'region.africa' },
  { en: 'South America', ar: 'أمريكا الجنوبية', key: 'region.southAmerica' },
] as const;

export type RegionName = (typeof REGIONS)[number]['en'];

export const REGION_NAMES = REGIONS.map((r) => r.en) as [RegionName, ...RegionName[]];

export const DEFAULT_REGION: RegionName = 'Middle East';

/** The i18n key of the "unknown region" label, used for any region name outside REGIONS. */
export const UNKNOWN_REGION_KEY = 'region.unknown';

/** The Arabic name of a region, derived from its English name. */
export function arabicRegionName(en: RegionName): string {
  return REGIONS.find((r) => r.en === en)?.ar ?? '';
}

/** The i18n key that names a region in the active language; unknown names get the unknown label. */
export function regionKey(en: string): string {
  return REGIONS.find((r) => r.en === en)?.key ?? UNKNOWN_REGION_KEY;
}
