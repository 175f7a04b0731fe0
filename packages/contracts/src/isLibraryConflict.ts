// Without zod: the review (the board, a suggestion's page, the console) reads a 409 with it.
import { isLibrary } from './isLibrary';
import { LIBRARY_FIELDS, type LibraryField } from './libraryFields';
import type { Library } from './library';
import { isOneOf, isRecord } from './shapeChecks';

/**
 * The library as it stands and the fields that moved, when a value has the shape of a 409
 * `libraryConflict` answer (`libraryConflictBodySchema`'s own fields); null for any other value.
 */
export function libraryConflictOf(
  value: unknown,
): { current: Library; conflicts: LibraryField[] } | null {
  if (!isRecord(value) || value.code !== 'libraryConflict') return null;
  const { current, conflicts } = value;
  if (!isLibrary(current) || !Array.isArray(conflicts)) return null;
  if (!conflicts.every((field) => isOneOf(LIBRARY_FIELDS, field))) return null;
  return { current, conflicts };
}
