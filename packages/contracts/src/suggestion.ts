import { z } from 'zod';
import { libraryProposalSchema } from './libraryProposal';
import { SUGGESTION_SEARCH_MAX_LENGTH, SUGGESTION_SORTS } from './suggestionSorts';
import { bilingualTextSchema, TEXT_LIMITS, timestampSchema } from './text';
import { validationMessages } from './validationMessages';

export const SUGGESTION_TYPES = ['feature', 'bug', 'improvement', 'other'] as const;
export const suggestionTypeSchema = z.enum(SUGGESTION_TYPES, {
  error: validationMessages.invalidChoice,
});
export type SuggestionType = z.infer<typeof suggestionTypeSchema>;
export const DEFAULT_SUGGESTION_TYPE: SuggestionType = 'feature';

export const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const suggestionStatusSchema = z.enum(SUGGESTION_STATUSES);
export type SuggestionStatus = z.infer<typeof suggestionStatusSchema>;

/** The Suggestions page's filters (spec §9); 'mine' is offered to signed-in users only. */
export const SUGGESTION_FILTERS = ['all', 'mine', 'pending', 'approved', 'rejected'] as const;
export type SuggestionFilter = (typeof SUGGESTION_FILTERS)[number];

/** The suggestion content box is 4 rows (spec §9). */
export const SUGGESTION_CONTENT_ROWS = 4;

export const commentSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: timestampSchema,
  userId: z.string().nullable(),
  /** The author's name at the time of reading; null once the author's account is deleted. */
  userName: z.string().nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

export const suggestionSchema = z.object({
  id: z.string(),
  type: suggestionTypeSchema,
  content: bilingualTextSchema,
  status: suggestionStatusSchema,
  createdAt: timestampSchema,
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  /** Ids of the users who voted. */
  votes: z.array(z.string()),
  comments: z.array(commentSchema),
  /** The library it is about (a proposed edit); null for a suggestion about the site. */
  libraryId: z.string().nullable().optional(),
  /** The proposed edit it carries ("Suggest an edit"); null for a free-text suggestion. */
  proposal: libraryProposalSchema.nullable().optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/**
 * GET /api/suggestions' optional query (without one it answers every suggestion, newest first, as
 * spec §7 says): the order, words searched in one language's content (both without `lang`), and
 * filters by library, type and status.
 */
export const suggestionListQuerySchema = z.object({
  sort: z.enum(SUGGESTION_SORTS, { error: validationMessages.invalidChoice }).default('newest'),
  q: z
    .string()
    .trim()
    .max(SUGGESTION_SEARCH_MAX_LENGTH, { error: validationMessages.tooLong })
    .optional(),
  lang: z.enum(['en', 'ar'], { error: validationMessages.invalidChoice }).optional(),
  library: z.string().trim().max(200).optional(),
  type: suggestionTypeSchema.optional(),
  status: suggestionStatusSchema.optional(),
});
export type SuggestionListQuery = z.input<typeof suggestionListQuerySchema>;

const contentText = z.string().trim().max(TEXT_LIMITS.long, { error: validationMessages.tooLong });

/**
 * POST /api/suggestions. The form edits the content in the active language only (spec §2), so one
 * language may be empty, but not both.
 */
export const suggestionCreateSchema = z.object({
  type: suggestionTypeSchema.default(DEFAULT_SUGGESTION_TYPE),
  content: z
    .object({ en: contentText.default(''), ar: contentText.default('') })
    .refine((c) => c.en.length > 0 || c.ar.length > 0, { error: validationMessages.required }),
});
export type SuggestionCreateInput = z.input<typeof suggestionCreateSchema>;

/** POST /api/suggestions/{id}/comments: blank or whitespace-only comments are refused (spec §5). */
export const commentCreateSchema = z.object({
  content: z
    .string({ error: validationMessages.required })
    .trim()
    .min(1, { error: validationMessages.required })
    .max(2000, { error: validationMessages.tooLong }),
});
export type CommentCreateInput = z.input<typeof commentCreateSchema>;

/** PATCH /api/suggestions/{id}/status: pending moves to approved or rejected, nothing else (spec §4). */
export const suggestionStatusUpdateSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: validationMessages.invalidChoice }),
});
export type SuggestionStatusUpdate = z.infer<typeof suggestionStatusUpdateSchema>;
