import { REGION_NAMES, type RegionName } from '@libatlas/contracts';
import type { RegionFilterValue } from '@libatlas/directory';
import type { ViewMode } from '@libatlas/ui';

/** The Libraries page's view as kept in the URL (?view=map&q=british&region=Europe&open=now&page=2). */
export interface LibrariesQuery {
  view: ViewMode;
  search: string;
  region: RegionFilterValue;
  /** Only the libraries open now, in their own time. */
  openNow: boolean;
  /** The page of the list shown, from 1 (a page of the grid; the map shows every library). */
  page: number;
}

/** A page number as written in the address: a whole number from 1 (below the search service's
 * limit), else the first page. */
function pageNumber(written: string | null): number {
  if (written === null || !/^[1-9]\d{0,4}$/.test(written)) return 1;
  return Number(written);
}

/**
 * Reads the query string; anything unknown falls back to the defaults (grid, no text, all, any
 * hours, the first page).
 */
export function librariesQuery(params: URLSearchParams): LibrariesQuery {
  const region = params.get('region');
  return {
    view: params.get('view') === 'map' ? 'map' : 'grid',
    search: params.get('q') ?? '',
    region: REGION_NAMES.includes(region as RegionName) ? (region as RegionName) : 'all',
    openNow: params.get('open') === 'now',
    page: pageNumber(params.get('page')),
  };
}

/** The query string for a view: defaults are left out so the plain URL stays /libraries. */
export function librariesSearchParams({
  view,
  search,
  region,
  openNow,
  page,
}: LibrariesQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (view !== 'grid') params.set('view', view);
  if (search) params.set('q', search);
  if (region !== 'all') params.set('region', region);
  if (openNow) params.set('open', 'now');
  if (page > 1) params.set('page', String(page));
  return params;
}
