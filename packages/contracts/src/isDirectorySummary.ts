// Without zod: Home, a public page, checks the answer with it on its first load.
import type { DirectorySummary } from './directorySummary';
import { FEATURED_COUNT } from './featuredCount';
import { isLibrary } from './isLibrary';

function isCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0;
}

/** Whether a value has the shape of GET /api/directory's answer (`directorySummarySchema`). */
export function isDirectorySummary(value: unknown): value is DirectorySummary {
  if (typeof value !== 'object' || value === null) return false;
  const { libraries, countries, regions, featured } = value as Record<string, unknown>;
  return (
    isCount(libraries) &&
    isCount(countries) &&
    isCount(regions) &&
    Array.isArray(featured) &&
    featured.length <= FEATURED_COUNT &&
    featured.every(isLibrary)
  );
}
