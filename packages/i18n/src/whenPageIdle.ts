/**
 * Runs `task` once the page has loaded and the browser is idle, for work a page can do without
 * (texts and code fetched ahead of need), at most `timeoutMs` after the load; returns a cancel
 * function. The language provider uses it for the catalogs, the design system for code it loads on
 * demand.
 */
export function whenPageIdle(task: () => void, timeoutMs = 5000): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout: timeoutMs });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 200);
      cancel = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
  } else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
