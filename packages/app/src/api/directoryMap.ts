import { isDirectoryMap, type DirectoryMap, type RegionName } from '@libatlas/contracts';
import type { Language } from '@libatlas/i18n';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { request } from './fetcher';
import { MalformedResponseError } from './MalformedResponseError';
import { SWR_POLICY } from './swrPolicy';

export const directoryMapPath = '/directory/map';

/** What a map of the directory asks GET /api/directory/map for. */
export interface DirectoryMapRequest {
  /** The box in view, `west,south,east,north`, as Leaflet's `getBounds().toBBoxString()` writes it. */
  bbox: string;
  /** The map's zoom, a whole number. */
  zoom: number;
  /** A region's English name; every region without it. */
  region?: RegionName | 'all';
  /** The words typed: only the libraries the search finds exactly; every library when empty. */
  q?: string;
  /** The page's language, in which the search reads the names (sent with `q` alone). */
  lang: Language;
}

/**
 * The call's path (without /api) for `query`, defaults left out: the SWR key its answer is cached
 * under, the same for the same view whoever asks.
 */
export function directoryMapKey({ bbox, zoom, region = 'all', q = '', lang }: DirectoryMapRequest) {
  const params = new URLSearchParams({ bbox, zoom: String(zoom) });
  if (region !== 'all') params.set('region', region);
  const words = q.trim();
  if (words) {
    params.set('q', words);
    params.set('lang', lang);
  }
  return `${directoryMapPath}?${params}`;
}

/** Whether an SWR key is a view of the directory's map (to ask them all again after a write). */
export function isDirectoryMapKey(key: unknown): key is string {
  return typeof key === 'string' && key.startsWith(`${directoryMapPath}?`);
}

/** GET /api/directory/map, checked: an answer of another shape is a failed load (spec §8). */
async function fetchDirectoryMap(path: string): Promise<DirectoryMap> {
  const answer = await request<unknown>(path);
  if (!isDirectoryMap(answer)) throw new MalformedResponseError(path);
  return answer;
}

/** What narrows a map of the directory: the request without the view, which the map reports. */
export type DirectoryMapFilter = Omit<DirectoryMapRequest, 'bbox' | 'zoom'>;

/**
 * The groups and single libraries of the directory in the box a map shows, made by the server
 * (issue 32: the browser never holds the whole directory to draw a map). The map reports its view
 * through `onViewChange` (once laid out, then after each move); nothing is asked before. While the
 * next view's answer is on its way the previous one stays drawn (the reader is panning); a failure
 * is logged and returned.
 */
export function useDirectoryMap(filter: DirectoryMapFilter) {
  const [view, onViewChange] = useState<Pick<DirectoryMapRequest, 'bbox' | 'zoom'> | null>(null);
  const answer = useSWR<DirectoryMap>(
    view ? directoryMapKey({ ...view, ...filter }) : null,
    fetchDirectoryMap,
    SWR_POLICY.followsQuery,
  );
  const { error } = answer;
  useEffect(() => {
    if (error) console.error('Failed to load the map of the libraries', error);
  }, [error]);
  return { ...answer, view, onViewChange };
}
