// Without zod: the Libraries page checks every search answer with it as the reader types.
import type { DirectorySearch } from './directorySearch';
import { RELATED_REASONS } from './relatedReasons';
import { isLibraryListItem } from './isLibraryListItem';
import { isOneOf, isRecord, isString } from './shapeChecks';

function isCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0;
}

/**
 * Whether a value has the shape of GET /api/directory/search's answer (`directorySearchSchema`),
 * its items checked as the list's are; the contracts' tests hold it to the schema.
 */
export function isDirectorySearch(value: unknown): value is DirectorySearch {
  if (!isRecord(value)) return false;
  const { total, moreThanTotal, page, pageSize, items, related, relatedTotal, didYouMean } = value;
  return (
    isCount(total) &&
    (moreThanTotal === undefined || typeof moreThanTotal === 'boolean') &&
    isCount(page) &&
    (page as number) >= 1 &&
    isCount(pageSize) &&
    (pageSize as number) >= 1 &&
    Array.isArray(items) &&
    items.every(isLibraryListItem) &&
    Array.isArray(related) &&
    related.every(
      (item) =>
        isLibraryListItem(item) && isOneOf(RELATED_REASONS, (item as { reason?: unknown }).reason),
    ) &&
    (relatedTotal === undefined || isCount(relatedTotal)) &&
    (didYouMean === undefined || isString(didYouMean))
  );
}
