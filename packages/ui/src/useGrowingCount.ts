import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to draw so far: at least `first` (from the first render: the
 * server's, the hydration of its markup, a page's first paint), then `step` more per task, each in
 * a transition, until all `total` are drawn. Each step is a short task, so a list of the whole
 * directory (thousands of elements, or hundreds of map markers) never holds a phone's main thread
 * for long, and a tap meanwhile is answered first. `first` may grow with the list (all of it at
 * once, for a list drawn whole).
 */
export function useGrowingCount(total: number, first: number, step: number = first): number {
  const [grown, setGrown] = useState(0);
  const shown = Math.min(Math.max(first, grown), total);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setGrown(shown + step)));
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return shown;
}
