import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export interface UrlStateOptions<T> {
  /** Reads the state from the query string (unknown values fall back to defaults). */
  parse: (params: URLSearchParams) => T;
  /** Writes the state as a query string (defaults left out). */
  serialize: (state: T) => URLSearchParams;
}

/**
 * A page's view state kept in the URL's query string, so it can be shared and survives a reload.
 *
 * The state itself lives in React and changes at once; the URL follows. The router commits its
 * navigations in a transition, so reading the state back from the URL would lag behind fast input:
 * a keystroke or a second control changed before the first navigation lands would be computed from
 * the stale URL and undo it. Likewise a URL this hook wrote a few keystrokes ago may land after the
 * next ones were written (a phone typing faster than the page renders): it is one of ours, not a
 * change to follow. A URL this hook did not write (a link, Back, Forward) restores the state.
 */
export function useUrlState<T>({ parse, serialize }: UrlStateOptions<T>) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [state, setState] = useState<T>(() => parse(params));
  const latest = useRef(state);
  /** The URLs this hook wrote that the router has not shown yet, oldest first. */
  const pending = useRef<string[]>([]);

  /** Takes the state from a URL this hook did not write. */
  const follow = (current: URLSearchParams) => {
    pending.current = [];
    const next = parse(current);
    if (serialize(next).toString() === serialize(latest.current).toString()) return;
    latest.current = next;
    setState(next);
  };

  useEffect(() => {
    // One of ours, landing: it and any older one the router skipped are done with.
    const ours = pending.current.indexOf(params.toString());
    if (ours >= 0) pending.current = pending.current.slice(ours + 1);
    else follow(params);
    // `follow` reads only refs and the module-level `parse`: only a URL change matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  // Back and Forward are also followed from the browser's own event: the router commits in a
  // transition, and a Back that lands before the navigation it undoes has committed (the first
  // map, slow to draw on a phone) is rendered together with it, so the router's search never
  // changes and the effect above never runs (the address said grid, the page kept the map).
  useEffect(() => {
    const popped = () => {
      if (window.location.pathname === pathname)
        follow(new URLSearchParams(window.location.search));
    };
    window.addEventListener('popstate', popped);
    return () => window.removeEventListener('popstate', popped);
    // As above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  const update = useCallback(
    (change: Partial<T>, { replace = false }: { replace?: boolean } = {}) => {
      const next = { ...latest.current, ...change };
      const nextParams = serialize(next);
      latest.current = next;
      pending.current.push(nextParams.toString());
      setState(next);
      setParams(nextParams, { replace });
    },
    [serialize, setParams],
  );

  return [state, update] as const;
}
