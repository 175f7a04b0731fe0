import { mutate } from 'swr';
import { isDirectoryMapKey } from './directoryMap';
import { isDirectorySearchKey } from './directorySearch';
import { librariesKey } from './libraries';
import { libraryListKey } from './libraryList';

/**
 * After a library was created, changed or deleted: every list that may show it is asked again —
 * the whole lists, each page of a search and each map view in the cache (a renamed library moves
 * to another page of the search, a moved one to another cluster).
 */
export function refreshDirectoryLists(): Promise<unknown> {
  return Promise.all([
    mutate(librariesKey),
    mutate(libraryListKey),
    mutate((key) => isDirectorySearchKey(key) || isDirectoryMapKey(key)),
  ]);
}
