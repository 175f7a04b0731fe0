import { z } from 'zod';
import { FEATURED_COUNT } from './featuredCount';
import { librarySchema } from './library';

/**
 * GET /api/directory: what Home shows before any search, without the whole list: the hero's three
 * counters (spec §9: the libraries, their distinct English country names and distinct English
 * region names) and `FEATURED_COUNT` libraries drawn at random for this visit.
 */
export const directorySummarySchema = z.object({
  libraries: z.number().int().nonnegative(),
  countries: z.number().int().nonnegative(),
  regions: z.number().int().nonnegative(),
  featured: z.array(librarySchema).max(FEATURED_COUNT),
});

export type DirectorySummary = z.infer<typeof directorySummarySchema>;
