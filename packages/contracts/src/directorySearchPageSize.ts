// Without zod, as the guard beside it: the pages that ask for a search read it on their first load.
/** The cards one page of the Libraries page shows. */
export const DIRECTORY_SEARCH_PAGE_SIZE = 24;
