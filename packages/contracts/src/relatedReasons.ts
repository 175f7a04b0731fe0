// Without zod: isDirectorySearch reads it, on the first load of the pages that search.
/** Why a library that does not hold the search text was found all the same. */
export const RELATED_REASONS = ['otherLanguage', 'place', 'similar'] as const;
export type RelatedReason = (typeof RELATED_REASONS)[number];
