import type { DirectorySummary, Library } from '@libatlas/contracts';
import { mutate } from 'swr';
import { directoryKey } from './directory';

/** After a library is added or removed: Home's counters (and draw) are fetched again. */
export function refreshDirectorySummary(): Promise<unknown> {
  return mutate(directoryKey);
}

/**
 * After a library is edited: Home keeps the libraries it features and shows the new record in
 * place of the old, instead of a new draw that would take the edited card away.
 */
export function showInDirectorySummary(library: Library): Promise<unknown> {
  return mutate<DirectorySummary>(
    directoryKey,
    (summary) =>
      summary && {
        ...summary,
        featured: summary.featured.map((shown) => (shown.id === library.id ? library : shown)),
      },
    { revalidate: false },
  );
}
