import { z } from 'zod';
import { DIRECTORY_SEARCH_PAGE_SIZE } from './directorySearchPageSize';
import { libraryListItemSchema } from './libraryListItem';
import { regionNameSchema } from './regionSchema';
import { RELATED_REASONS } from './relatedReasons';
import { validationMessages } from './validationMessages';

// Kept in files without zod, which the pages' first load reads.
export { DIRECTORY_SEARCH_PAGE_SIZE } from './directorySearchPageSize';
export { RELATED_REASONS, type RelatedReason } from './relatedReasons';
/** The largest page a search answers. */
export const DIRECTORY_SEARCH_MAX_PAGE_SIZE = 100;
/** A text found in more libraries than this has its total said as "more than" (`moreThanTotal`). */
export const DIRECTORY_SEARCH_COUNTED_AT_MOST = 20_000;
/** The most near matches a search lists after the exact ones. */
export const DIRECTORY_SEARCH_MAX_RELATED = 100;

const pageNumber = (fallback: number, max: number) =>
  z.coerce
    .number({ error: validationMessages.invalidChoice })
    .int({ error: validationMessages.invalidChoice })
    .min(1, { error: validationMessages.invalidChoice })
    .max(max, { error: validationMessages.invalidChoice })
    .default(fallback);

/** GET /api/directory/search's query: the Libraries page's search box, region filter and page. */
export const directorySearchQuerySchema = z.object({
  /** The text typed in the search box; empty finds every library. */
  q: z.string().max(200, { error: validationMessages.tooLong }).default(''),
  /** A region's English name; every region without it. */
  region: regionNameSchema.optional(),
  /** The page's language: the search reads the name, country and region in it (spec §5). */
  lang: z.enum(['en', 'ar'], { error: validationMessages.invalidChoice }).default('en'),
  page: pageNumber(1, 100_000),
  pageSize: pageNumber(DIRECTORY_SEARCH_PAGE_SIZE, DIRECTORY_SEARCH_MAX_PAGE_SIZE),
});
export type DirectorySearchQuery = z.input<typeof directorySearchQuerySchema>;

/** A near match: a library as the cards show it, and why it was found. */
export const relatedLibrarySchema = libraryListItemSchema.extend({
  reason: z
    .enum(RELATED_REASONS)
    .describe(
      'otherLanguage: the name, country or region in the other language holds the text; ' +
        'place: the address (which names the city) does; similar: the text is close to a name, ' +
        'country or region (a typo, a missing accent, a name in another language).',
    ),
});
export type RelatedLibrary = z.infer<typeof relatedLibrarySchema>;

/** GET /api/directory/search: one page of the libraries a search finds. */
export const directorySearchSchema = z.object({
  total: z
    .number()
    .int()
    .nonnegative()
    .describe(
      'How many libraries hold the text (spec §5): the count the page shows. With ' +
        '`moreThanTotal`, more libraries than this hold it (not counted to the end).',
    ),
  moreThanTotal: z
    .boolean()
    .optional()
    .describe(
      `True when a text is found in more than ${DIRECTORY_SEARCH_COUNTED_AT_MOST.toLocaleString('en')} libraries: ` +
        'they are not counted to the end, and `total` is a lower bound, at least ' +
        `${DIRECTORY_SEARCH_COUNTED_AT_MOST.toLocaleString('en')} and at least the end of this page, with at ` +
        'least one library after it (so page `ceil((total + 1) / pageSize)` exists). Absent ' +
        'when `total` is exact: always with no text (the directory, a region), and once a page ' +
        'reaches the last match.',
    ),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  items: z
    .array(libraryListItemSchema)
    .describe("This page's exact matches, in the directory's order (country, then name)."),
  relatedTotal: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe(
      `How many near matches follow the exact ones (at most ${DIRECTORY_SEARCH_MAX_RELATED}), ` +
        'on a page that reaches the end of the exact matches (absent before: not counted).',
    ),
  related: z
    .array(relatedLibrarySchema)
    .describe(
      'Near matches, listed after every exact match: the part of them this page reaches. ' +
        'Those in the other language first, then by place, then the most similar.',
    ),
  didYouMean: z
    .string()
    .optional()
    .describe('When nothing holds the text: the name or country closest to it.'),
});
export type DirectorySearch = z.infer<typeof directorySearchSchema>;
