import { isDirectorySummary, type DirectorySummary } from '@libatlas/contracts';
import useSWR, { preload } from 'swr';
import { request } from './fetcher';
import { MalformedResponseError } from './MalformedResponseError';
import { SWR_POLICY } from './swrPolicy';

export const directoryKey = '/directory';

/** GET /api/directory, checked without zod. */
async function fetchSummary(path: string): Promise<DirectorySummary> {
  const answer = await request<unknown>(path);
  if (!isDirectorySummary(answer)) throw new MalformedResponseError(path);
  return answer;
}

/** Starts fetching the summary ahead of useDirectorySummary (Home's code is still arriving). */
export function preloadDirectorySummary() {
  void preload(directoryKey, fetchSummary).catch(() => {
    // Home's own useDirectorySummary reports the failure.
  });
}

/**
 * Home's counters and featured libraries (GET /api/directory), fetched once per visit: the
 * featured libraries are drawn for the visit (spec §2), so going back to Home shows the same ones
 * rather than a new draw.
 */
export function useDirectorySummary() {
  return useSWR<DirectorySummary>(directoryKey, fetchSummary, SWR_POLICY.oncePerVisit);
}
