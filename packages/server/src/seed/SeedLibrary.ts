import { libraryIdSchema, libraryUpdateInputSchema } from '@libatlas/contracts';
import type { z } from 'zod';

/**
 * One seeded national library: the rules an admin's edit must pass (so a seeded record can be saved
 * back unchanged), with a required, stable id (`<iso2>-<slug>`, e.g. `fr-bnf`) so that a library's
 * URL never changes between seedings.
 */
export const seedLibrarySchema = libraryUpdateInputSchema.extend({ id: libraryIdSchema });

export type SeedLibrary = z.output<typeof seedLibrarySchema>;

/** Bounding box of a country: [minLat, minLng, maxLat, maxLng], keyed by the English country name. */
export type CountryBounds = Record<string, [number, number, number, number]>;
