import type {
  Library,
  LibraryChange,
  LibraryField,
  LibraryProposalInput,
  LibraryRevertResult,
  ProposalApplyResult,
  Suggestion,
} from '@libatlas/contracts';
import useSWR, { mutate } from 'swr';
import { fetcher, request } from './fetcher';
import { showInDirectorySummary } from './directorySummaryUpdates';
import { libraryKey } from './libraries';
import { refreshDirectoryLists } from './refreshDirectoryLists';
import { historySummaryKey } from './libraryHistorySummary';
import { isSuggestionListKey, suggestionKey } from './suggestions';

export const historyKey = (libraryId: string) => `${libraryKey(libraryId)}/history`;

/** A library's history (admins; `enabled` false asks nothing). */
export function useLibraryHistory(libraryId: string | undefined, enabled: boolean) {
  return useSWR<LibraryChange[]>(libraryId && enabled ? historyKey(libraryId) : null, fetcher);
}

/** After a library changed: its record, the list, its history and summary are asked again. */
async function libraryChanged(library: Library) {
  await Promise.all([
    mutate(libraryKey(library.id), library, { revalidate: false }),
    refreshDirectoryLists(),
    mutate(historyKey(library.id)),
    mutate(historySummaryKey(library.id)),
    showInDirectorySummary(library),
  ]);
}

/** After a suggestion changed: every list and its own page are asked again. */
async function suggestionsChanged(id: string) {
  await Promise.all([mutate(isSuggestionListKey), mutate(suggestionKey(id))]);
}

/** The calls of "Suggest an edit", its review and the history's revert. */
export const libraryEditsApi = {
  /** POST /api/libraries/{id}/proposals: answers the new pending suggestion. */
  propose: async (libraryId: string, input: LibraryProposalInput) => {
    const created = await request<Suggestion>(`${libraryKey(libraryId)}/proposals`, {
      method: 'POST',
      body: input,
    });
    await suggestionsChanged(created.id);
    return created;
  },
  /** PUT /api/suggestions/{id}/proposal: the author corrects a pending proposal. */
  correct: async (id: string, input: LibraryProposalInput) => {
    const updated = await request<Suggestion>(`${suggestionKey(id)}/proposal`, {
      method: 'PUT',
      body: input,
    });
    await suggestionsChanged(id);
    return updated;
  },
  /** DELETE /api/suggestions/{id}: the author withdraws a pending suggestion. */
  withdraw: async (id: string) => {
    await request<{ id: string }>(suggestionKey(id), { method: 'DELETE' });
    await mutate(isSuggestionListKey);
  },
  /** POST /api/suggestions/{id}/apply (admins): a 409 carries the library as it stands. */
  apply: async (id: string, fields: LibraryField[]) => {
    const result = await request<ProposalApplyResult>(`${suggestionKey(id)}/apply`, {
      method: 'POST',
      body: { fields },
    });
    await Promise.all([libraryChanged(result.library), suggestionsChanged(id)]);
    return result;
  },
  /** POST /api/libraries/{id}/history/{changeId}/revert (admins). */
  revert: async (libraryId: string, changeId: string) => {
    const result = await request<LibraryRevertResult>(
      `${historyKey(libraryId)}/${encodeURIComponent(changeId)}/revert`,
      { method: 'POST' },
    );
    await libraryChanged(result.library);
    return result;
  },
};
