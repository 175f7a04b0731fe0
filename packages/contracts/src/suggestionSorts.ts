// Plain data, without zod: the Suggestions board reads it.

/** The board's orders: newest first (spec §4), most voted, most discussed. */
export const SUGGESTION_SORTS = ['newest', 'votes', 'comments'] as const;
export type SuggestionSort = (typeof SUGGESTION_SORTS)[number];
export const DEFAULT_SUGGESTION_SORT: SuggestionSort = 'newest';

/** The longest search text the board sends. */
export const SUGGESTION_SEARCH_MAX_LENGTH = 200;
