import { isDatasetSummary, type DatasetSummary } from '@libatlas/contracts';
import useSWR, { preload } from 'swr';
import { request } from './fetcher';
import { MalformedResponseError } from './MalformedResponseError';
import { useServerAnswer } from './useServerAnswer';
import { drawnWithPage } from './swrPolicy';

export const datasetKey = '/dataset';

/** GET /api/dataset, checked without zod, with no token: nobody's data but the directory's. */
async function fetchDatasetSummary(path: string): Promise<DatasetSummary> {
  const answer = await request<unknown>(path, { auth: false });
  if (!isDatasetSummary(answer)) throw new MalformedResponseError(path);
  return answer;
}

/** Starts fetching the summary ahead of useDatasetSummary (the page's code is still arriving). */
export function preloadDatasetSummary() {
  void preload(datasetKey, fetchDatasetSummary).catch(() => {
    // The page's own useDatasetSummary reports the failure.
  });
}

/**
 * What the Open data page says of the dataset (GET /api/dataset): its count, date, data version,
 * the downloads' sizes and each field's coverage; not fetched again on mount when the server drew
 * the page with it.
 */
export function useDatasetSummary() {
  const drawnWith = useServerAnswer(datasetKey);
  return useSWR<DatasetSummary>(datasetKey, fetchDatasetSummary, {
    ...drawnWithPage(drawnWith),
  });
}
