import type { SWRConfiguration } from 'swr';

/**
 * When the app asks an API answer again, in one table (as bluesky keeps its STALE durations): the
 * default every hook gets through the app's SWRConfig (App.tsx), and the named policies a hook
 * picks instead. A hook names its policy here rather than writing SWR's options itself.
 *
 * The default: asked again when a page that shows it mounts with a stale answer and when the
 * network comes back, not each time the window gets the focus (a reader switching tabs is no
 * reason to ask the directory again).
 */
export const SWR_DEFAULT = { revalidateOnFocus: false } satisfies SWRConfiguration;

export const SWR_POLICY = {
  /**
   * Fetched once per visit, never asked again by itself: Home's figures and featured libraries
   * (drawn for the visit, so Back to Home shows the same ones); an edit updates them itself.
   */
  oncePerVisit: { revalidateIfStale: false, revalidateOnReconnect: false },
  /** A record by its id: a 404 or a failure is shown as it came, not tried again. */
  record: { shouldRetryOnError: false },
  /**
   * An answer to a query the reader changes (typing, paging, moving the map): the previous answer
   * stays on screen until the next one is there.
   */
  followsQuery: { keepPreviousData: true },
  /** The signed-in reader's notifications: asked every minute, and on focus; not retried. */
  live: { refreshInterval: 60_000, revalidateOnFocus: true, shouldRetryOnError: false },
} as const satisfies Record<string, SWRConfiguration>;

/**
 * For an answer the server may have drawn the page with (`useServerAnswer`): that one is current,
 * so the page's mount (its hydration) does not ask it again; without it, the mount asks.
 */
export function drawnWithPage(drawnWith: unknown): SWRConfiguration {
  return { revalidateOnMount: drawnWith === undefined };
}
