// Without zod: the library form reads a failed save with it.
import { isLibrary } from './isLibrary';
import type { Library } from './library';
import { isRecord } from './shapeChecks';

/**
 * The library as it stands, when a failed save is a 409 `versionConflict` (someone else changed
 * the library since the form opened): read from the error's `body` (as the app's HttpError holds
 * it) or from the value itself; null for any other failure.
 */
export function libraryVersionConflictOf(error: unknown): Library | null {
  const body = isRecord(error) && isRecord(error.body) ? error.body : error;
  if (!isRecord(body) || body.code !== 'versionConflict') return null;
  return isLibrary(body.current) ? body.current : null;
}
