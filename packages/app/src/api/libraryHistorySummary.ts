import { isLibraryHistorySummary, type LibraryHistorySummary } from '@libatlas/contracts';
import useSWR from 'swr';
import { request } from './fetcher';
import { libraryKey } from './libraries';
import { MalformedResponseError } from './MalformedResponseError';
import { useServerAnswer } from './useServerAnswer';
import { drawnWithPage, SWR_POLICY } from './swrPolicy';

// Apart from the other calls of library edits (libraryEdits.ts): the library page, a public page,
// needs only this one on its first load.

export const historySummaryKey = (libraryId: string) => `${libraryKey(libraryId)}/history/summary`;

/** GET /api/libraries/{id}/history/summary, checked without zod. */
async function fetchSummary(path: string): Promise<LibraryHistorySummary> {
  const answer = await request<unknown>(path, { auth: false });
  if (!isLibraryHistorySummary(answer)) throw new MalformedResponseError(path);
  return answer;
}

/** When a library last changed and how many readers improved it (everyone). */
export function useLibraryHistorySummary(libraryId: string | undefined) {
  const key = libraryId ? historySummaryKey(libraryId) : null;
  const drawnWith = useServerAnswer(key);
  return useSWR<LibraryHistorySummary>(key, fetchSummary, {
    ...drawnWithPage(drawnWith),
    ...SWR_POLICY.record,
  });
}
