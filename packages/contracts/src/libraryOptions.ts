// Plain data, without zod: the browser's first load reads it (library.ts holds the schemas).

/**
 * How exactly a library's point is known: at its building, or only at its city (drawn and labelled
 * as such on the map, never passed off as the building).
 */
export const LOCATION_PRECISIONS = ['building', 'city'] as const;
export type LocationPrecision = (typeof LOCATION_PRECISIONS)[number];

/**
 * Who may use a library: anyone who walks in, readers who register or hold a reader's card, or
 * researchers only ('' when no source says).
 */
export const ACCESS_KINDS = ['public', 'registration', 'researchers'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];
