import { isLibraryListItem, type LibraryListItem } from '@libatlas/contracts';
import { sortLibraries } from '@libatlas/directory';
import { useLanguage } from '@libatlas/i18n';
import { useMemo } from 'react';
import useSWR from 'swr';
import { request } from './fetcher';
import { MalformedResponseError } from './MalformedResponseError';
import { useServerAnswer } from './useServerAnswer';
import { drawnWithPage } from './swrPolicy';

export const libraryListKey = '/directory/libraries';

/**
 * GET /api/directory/libraries, checked: an answer that is not a list is a failed load (spec §8),
 * not an empty directory; an item that does not fit the contract is left out (and logged).
 */
async function fetchLibraryList(path: string): Promise<LibraryListItem[]> {
  const answer = await request<unknown>(path);
  if (!Array.isArray(answer)) throw new MalformedResponseError(path);
  const items = answer.filter(isLibraryListItem);
  if (items.length < answer.length) {
    console.error(`Left out ${answer.length - items.length} malformed libraries of ${path}`);
  }
  return items;
}

/**
 * Every library as the lists show it, from GET /api/directory/libraries, a sixth of the whole
 * records, in the directory's order for the active language: by country, then by name. Only what
 * needs every library in the browser asks for it (Open now and Nearest first, which read each
 * library's hours and place; the suggestions board's library filter): the lists and maps read the
 * server's search and clusters (issue 32). Not fetched while `enabled` is false.
 */
export function useLibraryList({ enabled = true }: { enabled?: boolean } = {}) {
  const { language } = useLanguage();
  const drawnWith = useServerAnswer(libraryListKey);
  const list = useSWR<LibraryListItem[]>(enabled ? libraryListKey : null, fetchLibraryList, {
    ...drawnWithPage(drawnWith),
  });
  const data = useMemo(
    () => list.data && sortLibraries(list.data, language),
    [list.data, language],
  );
  return { data, error: list.error, isLoading: list.isLoading, mutate: list.mutate };
}
