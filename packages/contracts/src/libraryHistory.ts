import { z } from 'zod';
import { librarySchema } from './library';
import { LIBRARY_CHANGE_KINDS } from './libraryChangeKinds';
import { libraryFieldChangeSchema } from './libraryProposal';
import { timestampSchema } from './text';

/** One change of a library's history (admins read it): who, when, how, which fields old → new. */
export const libraryChangeSchema = z.object({
  id: z.string(),
  libraryId: z.string(),
  kind: z.enum(LIBRARY_CHANGE_KINDS),
  createdAt: timestampSchema,
  /** Who made it; null for the seed, or once the account is deleted. */
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  /** The suggestion it applied (kind `proposal`), and that suggestion's author. */
  suggestionId: z.string().nullable(),
  suggestionAuthorName: z.string().nullable(),
  /** The change it undid (kind `revert`). */
  revertsId: z.string().nullable(),
  /** The revert that undid this change, if one did. */
  revertedById: z.string().nullable(),
  /** The library's revision after the change. */
  revision: z.number().int(),
  changes: z.array(libraryFieldChangeSchema),
});
export type LibraryChange = z.infer<typeof libraryChangeSchema>;

/** GET /api/libraries/{id}/history/summary, for every visitor. */
export const libraryHistorySummarySchema = z.object({
  /** When the library last changed. */
  lastUpdated: timestampSchema,
  /** How many readers' proposals were applied to it (each reader counted once). */
  improvedBy: z.number().int(),
});
export type LibraryHistorySummary = z.infer<typeof libraryHistorySummarySchema>;

/** POST /api/libraries/{id}/history/{changeId}/revert: the library after, and the revert recorded. */
export const libraryRevertResultSchema = z.object({
  library: librarySchema,
  change: libraryChangeSchema,
});
export type LibraryRevertResult = z.infer<typeof libraryRevertResultSchema>;
