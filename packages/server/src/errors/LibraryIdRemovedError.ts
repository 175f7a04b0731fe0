import { ConflictError } from './HttpError';

/**
 * 409 `libraryIdRemoved`: the id belonged to a library that was removed (or merged into another),
 * and a removed id is never given to another library: links to it must not come to mean another.
 */
export class LibraryIdRemovedError extends ConflictError {
  constructor(id: string) {
    super(
      `The id "${id}" belonged to a library that was removed; ids are never given to another library`,
      'libraryIdRemoved',
    );
  }
}
