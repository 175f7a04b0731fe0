import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to draw so far: `first` in the first render (the server's, the
 * hydration of its markup, a page's first paint), then `step` more per task, each in a transition,
 * until all `total` are drawn. Each step is a short task, so a list of the whole directory
 * (thousands of elements, or hundreds of map markers) never holds a phone's main thread for long,
 * and a tap meanwhile is answered first.
 */
export function useGrowingCount(total: number, first: number, step: number = first): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + step)));
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
