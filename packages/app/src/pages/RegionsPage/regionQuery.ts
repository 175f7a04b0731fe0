import type { RegionName } from '@libatlas/contracts';
import type { Language } from '@libatlas/i18n';
import type { DirectorySearchRequest } from '../../api/directorySearch';

/**
 * The cards each region shows: one row of a wide screen (three columns). The eight regions then
 * show 24 cards in all, one page of the Libraries page, which is as many as the page drew at once
 * before (a row per region): its HTML and hydration stay that size whatever the directory's size,
 * and "Show all" leads to the paged list of the region. Two rows would double both for no more
 * than what a reader skims before choosing a region.
 */
export const REGION_CARDS = 3;

/**
 * A region's first cards and count on the Regions page, in the page's language: asked under the
 * same key by the server drawing the page (pageAnswers) and by the page.
 */
export function regionQuery(region: RegionName, language: Language): DirectorySearchRequest {
  return { region, lang: language, pageSize: REGION_CARDS };
}
