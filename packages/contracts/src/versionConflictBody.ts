import type { z } from 'zod';
import { errorBodySchema } from './errors';
import { librarySchema } from './library';
import { userSchema } from './user';

/**
 * 409 `versionConflict`: an edit named a version of the record (`If-Match`, or `updatedAt` in the
 * body) that is no longer current. Nothing was written; `current` is the record as it stands, so
 * the editor can review the change made meanwhile and save again from it.
 */
export const libraryVersionConflictBodySchema = errorBodySchema.extend({ current: librarySchema });
export type LibraryVersionConflictBody = z.infer<typeof libraryVersionConflictBodySchema>;

/** The same 409 `versionConflict` for a user's edit: `current` is the account as it stands. */
export const userVersionConflictBodySchema = errorBodySchema.extend({ current: userSchema });
export type UserVersionConflictBody = z.infer<typeof userVersionConflictBodySchema>;
