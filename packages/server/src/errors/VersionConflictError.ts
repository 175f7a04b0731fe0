import type { Library, User } from '@libatlas/contracts';
import { HttpError } from './HttpError';

/**
 * 409 `versionConflict`: an edit named a version of the record (`If-Match`, or `updatedAt` in the
 * body) that is no longer current, so writing it would silently undo someone else's change.
 * Nothing was written; the answer carries the record as it stands, to review and save again from.
 */
export class VersionConflictError extends HttpError {
  constructor(current: Library | User) {
    super(
      409,
      'The record changed since this edit was made from it; review the current version',
      undefined,
      {
        code: 'versionConflict',
        body: { current },
      },
    );
  }
}
