import type { Library, LibraryInput } from '@libatlas/contracts';
import { mutate } from 'swr';
import { refreshDirectorySummary, showInDirectorySummary } from './directorySummaryUpdates';
import { request } from './fetcher';
import { librariesKey, libraryKey } from './libraries';
import { libraryListKey } from './libraryList';

// Apart from the reads (libraries.ts): the public pages' first load carries no write calls.

/** The admin's library calls (spec §7); each refreshes the list, and the record it touched. */
export const librariesApi = {
  create: async (input: LibraryInput) => {
    const created = await request<Library>(librariesKey, { method: 'POST', body: input });
    await Promise.all([mutate(librariesKey), mutate(libraryListKey), refreshDirectorySummary()]);
    return created;
  },
  update: async (id: string, input: LibraryInput) => {
    const updated = await request<Library>(libraryKey(id), { method: 'PUT', body: input });
    await Promise.all([
      mutate(librariesKey),
      mutate(libraryListKey),
      mutate(libraryKey(id), updated, false),
      showInDirectorySummary(updated),
    ]);
    return updated;
  },
  /** A 401 is the caller's to handle (spec §8: its own message, then /login). */
  remove: async (id: string) => {
    await request<{ id: string }>(libraryKey(id), { method: 'DELETE', reportSessionEnd: false });
    await Promise.all([mutate(librariesKey), mutate(libraryListKey), refreshDirectorySummary()]);
  },
};
