import { useSWRConfig } from 'swr';

/**
 * The answer the server drew this page with for an API path (without /api), if it did: fresh when
 * the page was drawn, so a hook passes it to SWR as its data and does not fetch it again on mount.
 */
export function useServerAnswer<T>(key: string | null): T | undefined {
  const { fallback } = useSWRConfig();
  return key === null ? undefined : (fallback[key] as T | undefined);
}
