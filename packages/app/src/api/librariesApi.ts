import { libraryVersionConflictOf, type Library, type LibraryInput } from '@libatlas/contracts';
import { mutate } from 'swr';
import { refreshDirectorySummary, showInDirectorySummary } from './directorySummaryUpdates';
import { request } from './fetcher';
import { librariesKey, libraryKey } from './libraries';
import { refreshDirectoryLists } from './refreshDirectoryLists';

// Apart from the reads (libraries.ts): the public pages' first load carries no write calls.

/** The admin's library calls (spec §7); each refreshes the lists, and the record it touched. */
export const librariesApi = {
  create: async (input: LibraryInput) => {
    const created = await request<Library>(librariesKey, { method: 'POST', body: input });
    await Promise.all([refreshDirectoryLists(), refreshDirectorySummary()]);
    return created;
  },
  /**
   * `version` is the `updatedAt` of the record the edit was made from: the API refuses the edit
   * (409 `versionConflict`, thrown) once someone else saved the library; the record they saved,
   * which the answer carries, then replaces the stale one everywhere.
   */
  update: async (id: string, input: LibraryInput, version?: string) => {
    let updated: Library;
    try {
      updated = await request<Library>(libraryKey(id), {
        method: 'PUT',
        body: version === undefined ? input : { ...input, updatedAt: version },
      });
    } catch (error) {
      const current = libraryVersionConflictOf(error);
      if (current) {
        await Promise.all([refreshDirectoryLists(), mutate(libraryKey(id), current, false)]);
      }
      throw error;
    }
    await Promise.all([
      refreshDirectoryLists(),
      mutate(libraryKey(id), updated, false),
      showInDirectorySummary(updated),
    ]);
    return updated;
  },
  /** A 401 is the caller's to handle (spec §8: its own message, then /login). */
  remove: async (id: string) => {
    await request<{ id: string }>(libraryKey(id), { method: 'DELETE', reportSessionEnd: false });
    await Promise.all([refreshDirectoryLists(), refreshDirectorySummary()]);
  },
};
