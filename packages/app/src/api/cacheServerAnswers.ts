import { SWRConfig } from 'swr';

/**
 * Puts the API answers a page was drawn with into SWR's cache, before the hydration. They are also
 * SWR's `fallback` (App), which draws the page, but a fallback is not in the cache: a change that
 * updates every cached list (a vote, a comment, a new suggestion) would pass over them, and the
 * page would not change. Written as the cache's own entries (not through `mutate`, which records
 * the empty state before it as what the server drew, and the hydration would then redraw the
 * page). Browser only: on the server the cache would be shared by every reader.
 */
export function cacheServerAnswers(answers: Readonly<Record<string, unknown>>): void {
  const { cache } = SWRConfig.defaultValue;
  for (const [key, data] of Object.entries(answers)) {
    if (cache.get(key) === undefined) cache.set(key, { data });
  }
}
