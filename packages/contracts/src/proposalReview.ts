import { z } from 'zod';
import { errorBodySchema } from './errors';
import { librarySchema } from './library';
import { libraryFieldSchema, proposableFieldSchema } from './libraryProposal';
import { suggestionSchema } from './suggestion';
import { validationMessages } from './validationMessages';

/** POST /api/suggestions/{id}/apply (admin): the proposal's fields to apply; all when absent. */
export const proposalApplyInputSchema = z.object({
  fields: z.array(proposableFieldSchema).min(1, { error: validationMessages.required }).optional(),
});
export type ProposalApplyInput = z.input<typeof proposalApplyInputSchema>;

/** The applied proposal (now approved) and the library as it stands after. */
export const proposalApplyResultSchema = z.object({
  suggestion: suggestionSchema,
  library: librarySchema,
});
export type ProposalApplyResult = z.infer<typeof proposalApplyResultSchema>;

/**
 * 409 `libraryConflict`: the library changed since the proposal (or the change) was made, in
 * fields it touches. Nothing was written; `current` is the library as it stands, `conflicts` the
 * fields whose values moved.
 */
export const libraryConflictBodySchema = errorBodySchema.extend({
  current: librarySchema,
  conflicts: z.array(libraryFieldSchema),
});
export type LibraryConflictBody = z.infer<typeof libraryConflictBodySchema>;
