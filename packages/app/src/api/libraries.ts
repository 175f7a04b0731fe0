import type { Library } from '@libatlas/contracts';
import useSWR from 'swr';
import { fetcher, request } from './fetcher';

export const librariesKey = '/libraries';
export const libraryKey = (id: string) => `/libraries/${encodeURIComponent(id)}`;

/** Every library (spec §7 GET /api/libraries): home, libraries, regions and the console. */
export function useLibraries() {
  return useSWR<Library[]>(librariesKey, fetcher, { revalidateOnFocus: false });
}

/** One library for its detail page, fetched without an Authorization header (spec §7). */
export function useLibrary(id: string | undefined) {
  return useSWR<Library>(
    id ? libraryKey(id) : null,
    (path: string) => request<Library>(path, { auth: false }),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
}
