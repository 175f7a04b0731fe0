// Without zod: the library page, a public page, checks the answer with it on its first load.
import type { LibraryHistorySummary } from './libraryHistory';

/** Whether a value has the shape of GET /api/libraries/{id}/history/summary's answer. */
export function isLibraryHistorySummary(value: unknown): value is LibraryHistorySummary {
  if (typeof value !== 'object' || value === null) return false;
  const { lastUpdated, improvedBy } = value as Record<string, unknown>;
  return typeof lastUpdated === 'string' && Number.isInteger(improvedBy);
}
