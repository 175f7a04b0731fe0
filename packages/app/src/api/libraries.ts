import { useMemo } from 'react';
import type { Library, LibraryInput } from '@libatlas/contracts';
import { useLanguage } from '@libatlas/i18n';
import { sortLibraries } from '@libatlas/ui';
import useSWR, { mutate } from 'swr';
import { fetcher, request } from './fetcher';

export const librariesKey = '/libraries';
export const libraryKey = (id: string) => `/libraries/${encodeURIComponent(id)}`;

/**
 * Every library (spec §7 GET /api/libraries) for home, libraries, regions and the console, in the
 * directory's order for the active language: by country, then by name.
 */
export function useLibraries() {
  const { language } = useLanguage();
  const list = useSWR<Library[]>(librariesKey, fetcher, { revalidateOnFocus: false });
  const data = useMemo(
    () => list.data && sortLibraries(list.data, language),
    [list.data, language],
  );
  return { data, error: list.error, isLoading: list.isLoading, mutate: list.mutate };
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

/** The admin's library calls (spec §7); each refreshes the list, and the record it touched. */
export const librariesApi = {
  create: async (input: LibraryInput) => {
    const created = await request<Library>(librariesKey, { method: 'POST', body: input });
    await mutate(librariesKey);
    return created;
  },
  update: async (id: string, input: LibraryInput) => {
    const updated = await request<Library>(libraryKey(id), { method: 'PUT', body: input });
    await Promise.all([mutate(librariesKey), mutate(libraryKey(id), updated, false)]);
    return updated;
  },
  remove: async (id: string) => {
    await request<{ id: string }>(libraryKey(id), { method: 'DELETE' });
    await mutate(librariesKey);
  },
};
