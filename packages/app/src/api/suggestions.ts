import type {
  Comment,
  Suggestion,
  SuggestionCreateInput,
  SuggestionStatusUpdate,
} from '@libatlas/contracts';
import useSWR, { useSWRConfig } from 'swr';
import { useMemo } from 'react';
import { fetcher, request } from './fetcher';

export const suggestionsKey = '/suggestions';
const suggestionPath = (id: string, action: string) =>
  `${suggestionsKey}/${encodeURIComponent(id)}/${action}`;

/** Every suggestion, newest first (spec §7 GET /api/suggestions). */
export function useSuggestions() {
  return useSWR<Suggestion[]>(suggestionsKey, fetcher, { revalidateOnFocus: false });
}

/**
 * The suggestion calls of spec §7, each folding its answer into the cached list exactly as spec §4
 * says: a new suggestion goes on top, a vote or a status change replaces the suggestion with the
 * server's copy, a comment is appended to its suggestion's comments.
 */
export function useSuggestionActions() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const update = (change: (list: Suggestion[]) => Suggestion[]) =>
      mutate<Suggestion[]>(suggestionsKey, (list) => change(list ?? []), { revalidate: false });
    const replace = (updated: Suggestion) =>
      update((list) => list.map((item) => (item.id === updated.id ? updated : item)));
    return {
      create: async (input: SuggestionCreateInput) => {
        const created = await request<Suggestion>(suggestionsKey, { method: 'POST', body: input });
        await update((list) => [created, ...list]);
      },
      vote: async (id: string) => {
        await replace(await request<Suggestion>(suggestionPath(id, 'vote'), { method: 'POST' }));
      },
      comment: async (id: string, content: string) => {
        const comment = await request<Comment>(suggestionPath(id, 'comments'), {
          method: 'POST',
          body: { content },
        });
        await update((list) =>
          list.map((item) =>
            item.id === id ? { ...item, comments: [...item.comments, comment] } : item,
          ),
        );
      },
      setStatus: async (id: string, status: SuggestionStatusUpdate['status']) => {
        await replace(
          await request<Suggestion>(suggestionPath(id, 'status'), {
            method: 'PATCH',
            body: { status },
          }),
        );
      },
    };
  }, [mutate]);
}
