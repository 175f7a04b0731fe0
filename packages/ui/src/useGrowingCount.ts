import { startTransition, useEffect, useState } from 'react';

/** The longest a step waits for the browser to be idle, on a page that never is. */
const STEP_WAIT_MS = 1000;

/**
 * Runs `task` once the browser has nothing else to do (React's own pending work included), or
 * after STEP_WAIT_MS at the latest; returns a cancel function.
 */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: STEP_WAIT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task);
  return () => clearTimeout(handle);
}

/**
 * How many items of a long list to draw so far: at least `first` (from the first render: the
 * server's, the hydration of its markup, a page's first paint), then `step` more per step, each in
 * a transition, until all `total` are drawn. Each step is a short task, so a list of the whole
 * directory (thousands of elements, or hundreds of map markers) never holds a phone's main thread
 * for long, and a tap meanwhile is answered first. `first` may grow with the list (all of it at
 * once, for a list drawn whole).
 *
 * A step waits for the browser to be idle, not just for the next task: React renders a part whose
 * code has just arrived (a dialog opened meanwhile, shown by a Suspense retry) at a priority below
 * every transition, so steps following each other at once would hold that part back until the
 * whole list was drawn (a Login tapped on a phone opened its dialog some 10 s later).
 */
export function useGrowingCount(total: number, first: number, step: number = first): number {
  const [grown, setGrown] = useState(0);
  const shown = Math.min(Math.max(first, grown), total);
  useEffect(() => {
    if (shown >= total) return;
    return whenIdle(() => startTransition(() => setGrown(shown + step)));
  }, [shown, total, step]);
  return shown;
}
