import {
  DEFAULT_SUGGESTION_SORT,
  type Comment,
  type Suggestion,
  type SuggestionCreateInput,
  type SuggestionSort,
  type SuggestionStatusUpdate,
  type SuggestionType,
} from '@libatlas/contracts';
import useSWR, { useSWRConfig } from 'swr';
import { useMemo } from 'react';
import { fetcher, request } from './fetcher';
import { useServerAnswer } from './useServerAnswer';
import { drawnWithPage, SWR_POLICY } from './swrPolicy';

export const suggestionsKey = '/suggestions';
export const suggestionKey = (id: string) => `${suggestionsKey}/${encodeURIComponent(id)}`;
const suggestionPath = (id: string, action: string) => `${suggestionKey(id)}/${action}`;

/** The board's order, search and filters, as GET /api/suggestions takes them. */
export interface SuggestionListQuery {
  sort?: SuggestionSort;
  /** Words searched in the content of `lang`. */
  q?: string;
  lang?: 'en' | 'ar';
  library?: string | null;
  type?: SuggestionType | null;
  status?: Suggestion['status'];
}

/** The list's path: exactly spec §7's GET /api/suggestions when nothing narrows it. */
export function suggestionListKey(query: SuggestionListQuery = {}): string {
  const params = new URLSearchParams();
  if (query.sort && query.sort !== DEFAULT_SUGGESTION_SORT) params.set('sort', query.sort);
  const words = query.q?.trim();
  if (words) {
    params.set('q', words);
    if (query.lang) params.set('lang', query.lang);
  }
  if (query.library) params.set('library', query.library);
  if (query.type) params.set('type', query.type);
  if (query.status) params.set('status', query.status);
  const search = params.toString();
  return search ? `${suggestionsKey}?${search}` : suggestionsKey;
}

/** Whether an SWR key is a list of suggestions (the whole board, or a narrowed one). */
export function isSuggestionListKey(key: unknown): key is string {
  return (
    typeof key === 'string' && (key === suggestionsKey || key.startsWith(`${suggestionsKey}?`))
  );
}

/** The suggestions, newest first (spec §7 GET /api/suggestions), or as the query orders them. */
export function useSuggestions(query: SuggestionListQuery = {}) {
  const key = suggestionListKey(query);
  const drawnWith = useServerAnswer(key);
  return useSWR<Suggestion[]>(key, fetcher, {
    ...drawnWithPage(drawnWith),
    ...SWR_POLICY.followsQuery,
  });
}

/** One suggestion, for its own page. */
export function useSuggestion(id: string | undefined) {
  const key = id ? suggestionKey(id) : null;
  const drawnWith = useServerAnswer(key);
  return useSWR<Suggestion>(key, fetcher, {
    ...drawnWithPage(drawnWith),
    ...SWR_POLICY.record,
  });
}

/**
 * The suggestion calls of spec §7, each folding its answer into the cached lists exactly as spec
 * §4 says: a new suggestion goes on top, a vote or a status change replaces the suggestion with the
 * server's copy, a comment is appended to its suggestion's comments. A suggestion's own page is
 * kept in step; lists narrowed by a query are asked again for a new suggestion.
 */
export function useSuggestionActions() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const updateLists = (change: (list: Suggestion[]) => Suggestion[]) =>
      mutate<Suggestion[]>(isSuggestionListKey, (list) => list && change(list), {
        revalidate: false,
      });
    const replace = async (updated: Suggestion) => {
      await Promise.all([
        updateLists((list) => list.map((item) => (item.id === updated.id ? updated : item))),
        mutate(suggestionKey(updated.id), updated, { revalidate: false }),
      ]);
    };
    return {
      create: async (input: SuggestionCreateInput) => {
        const created = await request<Suggestion>(suggestionsKey, { method: 'POST', body: input });
        await Promise.all([
          mutate<Suggestion[]>(suggestionsKey, (list) => [created, ...(list ?? [])], {
            revalidate: false,
          }),
          mutate((key) => isSuggestionListKey(key) && key !== suggestionsKey),
        ]);
      },
      vote: async (id: string) => {
        await replace(await request<Suggestion>(suggestionPath(id, 'vote'), { method: 'POST' }));
      },
      comment: async (id: string, content: string) => {
        const comment = await request<Comment>(suggestionPath(id, 'comments'), {
          method: 'POST',
          body: { content },
        });
        const append = (item: Suggestion) =>
          item.id === id ? { ...item, comments: [...item.comments, comment] } : item;
        await Promise.all([
          updateLists((list) => list.map(append)),
          mutate<Suggestion>(suggestionKey(id), (item) => item && append(item), {
            revalidate: false,
          }),
        ]);
      },
      setStatus: async (id: string, status: SuggestionStatusUpdate['status']) => {
        await replace(
          await request<Suggestion>(suggestionPath(id, 'status'), {
            method: 'PATCH',
            body: { status },
          }),
        );
      },
      /** Folds a suggestion the server answered elsewhere (an applied proposal) into the caches. */
      replace,
      /** Drops a withdrawn suggestion from every list. */
      remove: async (id: string) => {
        await updateLists((list) => list.filter((item) => item.id !== id));
      },
    };
  }, [mutate]);
}
