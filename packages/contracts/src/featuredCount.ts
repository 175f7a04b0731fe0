// Without zod: Home's code in the browser reads it.

/** How many libraries Home features (spec §9: 3, random). */
export const FEATURED_COUNT = 3;
