import {
  DIRECTORY_SEARCH_PAGE_SIZE,
  isDirectorySearch,
  type DirectorySearch,
  type RegionName,
} from '@libatlas/contracts';
import type { Language } from '@libatlas/i18n';
import useSWR from 'swr';
import { request } from './fetcher';
import { MalformedResponseError } from './MalformedResponseError';
import { useServerAnswer } from './useServerAnswer';
import { drawnWithPage, SWR_POLICY } from './swrPolicy';

export const directorySearchPath = '/directory/search';

/** One page of a search of the directory, as GET /api/directory/search takes it. */
export interface DirectorySearchRequest {
  /** The words typed; empty lists every library. */
  q?: string;
  /** A region's English name; every region without it. */
  region?: RegionName | 'all';
  /** The page's language: the search reads the names in it, and orders by it. */
  lang: Language;
  /** From 1. */
  page?: number;
  pageSize?: number;
}

/**
 * The call's path (without /api) for `query`, written the same way for the same page whoever
 * asks (the server drawing the page, the app hydrating it, the app as the reader types), defaults
 * left out: it is the SWR key the page's answer is cached and handed over under.
 */
export function directorySearchKey({
  q = '',
  region = 'all',
  lang,
  page = 1,
  pageSize = DIRECTORY_SEARCH_PAGE_SIZE,
}: DirectorySearchRequest): string {
  const params = new URLSearchParams();
  const words = q.trim();
  if (words) params.set('q', words);
  if (region !== 'all') params.set('region', region);
  params.set('lang', lang);
  if (page !== 1) params.set('page', String(page));
  if (pageSize !== DIRECTORY_SEARCH_PAGE_SIZE) params.set('pageSize', String(pageSize));
  return `${directorySearchPath}?${params}`;
}

/** Whether an SWR key is a search of the directory (to ask them all again after a write). */
export function isDirectorySearchKey(key: unknown): key is string {
  return typeof key === 'string' && key.startsWith(`${directorySearchPath}?`);
}

/** GET /api/directory/search, checked: an answer of another shape is a failed load (spec §8). */
async function fetchDirectorySearch(path: string): Promise<DirectorySearch> {
  const answer = await request<unknown>(path);
  if (!isDirectorySearch(answer)) throw new MalformedResponseError(path);
  return answer;
}

/**
 * One page of the libraries a search finds, with its count and near matches, from the server
 * (issue 32: the browser never holds the whole directory for a list). While the next answer is on
 * its way the previous one stays on screen (the reader is typing); `null` asks for nothing.
 */
export function useDirectorySearch(query: DirectorySearchRequest | null) {
  const key = query ? directorySearchKey(query) : null;
  const drawnWith = useServerAnswer(key);
  return useSWR<DirectorySearch>(key, fetchDirectorySearch, {
    ...drawnWithPage(drawnWith),
    ...SWR_POLICY.followsQuery,
  });
}
