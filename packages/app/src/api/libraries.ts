import { useMemo } from 'react';
import { isLibrary, type Library } from '@libatlas/contracts';
import { sortLibraries } from '@libatlas/directory';
import { useLanguage } from '@libatlas/i18n';
import useSWR from 'swr';
import { request } from './fetcher';
import { MalformedResponseError } from './MalformedResponseError';
import { useServerAnswer } from './useServerAnswer';
import { drawnWithPage, SWR_POLICY } from './swrPolicy';

export const librariesKey = '/libraries';
export const libraryKey = (id: string) => `/libraries/${encodeURIComponent(id)}`;

/**
 * GET /api/libraries, checked: an answer that is not a list is a failed load (spec §8), not an
 * empty directory. A record that does not fit the contract is left out (and logged) rather than
 * breaking every page that lists it.
 */
async function fetchLibraries(path: string): Promise<Library[]> {
  const answer = await request<unknown>(path);
  if (!Array.isArray(answer)) throw new MalformedResponseError(path);
  const libraries = answer.filter(isLibrary);
  if (libraries.length < answer.length) {
    console.error(`Left out ${answer.length - libraries.length} malformed libraries of ${path}`);
  }
  return libraries;
}

/** GET /api/libraries/{id} without an Authorization header (spec §7); a malformed record fails. */
async function fetchLibrary(path: string): Promise<Library> {
  const answer = await request<unknown>(path, { auth: false });
  if (!isLibrary(answer)) throw new MalformedResponseError(path);
  return answer;
}

/**
 * Every library, whole (spec §7 GET /api/libraries), for the console, in the directory's order for
 * the active language: by country, then by name. The lists of the public pages read the lighter
 * `useLibraryList`.
 */
export function useLibraries() {
  const { language } = useLanguage();
  const list = useSWR<Library[]>(librariesKey, fetchLibraries);
  const data = useMemo(
    () => list.data && sortLibraries(list.data, language),
    [list.data, language],
  );
  return { data, error: list.error, isLoading: list.isLoading, mutate: list.mutate };
}

/** One library for its detail page, fetched without an Authorization header (spec §7). */
export function useLibrary(id: string | undefined) {
  const key = id ? libraryKey(id) : null;
  const drawnWith = useServerAnswer(key);
  return useSWR<Library>(key, fetchLibrary, {
    ...drawnWithPage(drawnWith),
    ...SWR_POLICY.record,
  });
}
