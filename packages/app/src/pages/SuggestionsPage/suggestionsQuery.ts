import {
  SUGGESTION_FILTERS,
  SUGGESTION_SEARCH_MAX_LENGTH,
  SUGGESTION_SORTS,
  SUGGESTION_TYPES,
  type SuggestionFilter,
  type SuggestionSort,
  type SuggestionType,
} from '@libatlas/contracts';

/** The board's view as kept in the URL (?sort=votes&q=map&type=bug&library=fr-bnf&filter=mine). */
export interface SuggestionsQuery {
  filter: SuggestionFilter;
  sort: SuggestionSort;
  q: string;
  type: SuggestionType | null;
  library: string | null;
}

/** Reads the query string; anything unknown falls back to the defaults. */
export function suggestionsQuery(params: URLSearchParams): SuggestionsQuery {
  const filter = params.get('filter');
  const sort = params.get('sort');
  const type = params.get('type');
  return {
    filter: SUGGESTION_FILTERS.find((option) => option === filter) ?? 'all',
    sort: SUGGESTION_SORTS.find((option) => option === sort) ?? 'newest',
    q: (params.get('q') ?? '').slice(0, SUGGESTION_SEARCH_MAX_LENGTH),
    type: SUGGESTION_TYPES.find((option) => option === type) ?? null,
    library: params.get('library') || null,
  };
}

/** The query string for a view: defaults are left out so the plain URL stays /suggestions. */
export function suggestionsSearchParams(query: SuggestionsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.filter !== 'all') params.set('filter', query.filter);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.q) params.set('q', query.q);
  if (query.type) params.set('type', query.type);
  if (query.library) params.set('library', query.library);
  return params;
}
