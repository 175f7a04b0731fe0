import type { Library, LibraryField } from '@libatlas/contracts';
import { HttpError } from './HttpError';

/**
 * 409 `libraryConflict`: the library changed, in fields a write touches, since the version that
 * write was based on. The answer carries the library as it stands and those fields, so the client
 * can show the conflict instead of overwriting anything.
 */
export class LibraryConflictError extends HttpError {
  constructor(current: Library, conflicts: readonly LibraryField[]) {
    super(
      409,
      `The library changed since this was based on it: ${conflicts.join(', ')}`,
      undefined,
      { code: 'libraryConflict', body: { current, conflicts: [...conflicts] } },
    );
  }
}
