import type { z } from 'zod';
import { librarySchema } from './library';

/**
 * A library as the lists show it (the cards of Libraries, Regions and Home's search, the map's
 * markers and popups, a filter's names): a sixth of the whole record, which a list of the whole
 * directory (and a page drawn with it) does not need to carry. Its hours as data, zone and country
 * are there for a card's "Open now" and the Libraries page's Open now filter.
 */
export const libraryListItemSchema = librarySchema.pick({
  id: true,
  lib_name: true,
  country: true,
  region: true,
  website: true,
  image: true,
  location: true,
  locationPrecision: true,
  sovereignState: true,
  openingHours: true,
  timeZone: true,
  countryCode: true,
});

export type LibraryListItem = z.infer<typeof libraryListItemSchema>;
