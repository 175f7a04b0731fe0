import { REGION_NAMES, type RegionName } from '@libatlas/contracts';
import type { RegionFilterValue } from '@libatlas/directory';
import type { ViewMode } from '@libatlas/ui';

/** The Libraries page's view as kept in the URL (?view=map&q=british&region=Europe&open=now). */
export interface LibrariesQuery {
  view: ViewMode;
  search: string;
  region: RegionFilterValue;
  /** Only the libraries open now, in their own time. */
  openNow: boolean;
}

/** Reads the query string; anything unknown falls back to the defaults (grid, no text, all, any hours). */
export function librariesQuery(params: URLSearchParams): LibrariesQuery {
  const region = params.get('region');
  return {
    view: params.get('view') === 'map' ? 'map' : 'grid',
    search: params.get('q') ?? '',
    region: REGION_NAMES.includes(region as RegionName) ? (region as RegionName) : 'all',
    openNow: params.get('open') === 'now',
  };
}

/** The query string for a view: defaults are left out so the plain URL stays /libraries. */
export function librariesSearchParams({
  view,
  search,
  region,
  openNow,
}: LibrariesQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (view !== 'grid') params.set('view', view);
  if (search) params.set('q', search);
  if (region !== 'all') params.set('region', region);
  if (openNow) params.set('open', 'now');
  return params;
}
