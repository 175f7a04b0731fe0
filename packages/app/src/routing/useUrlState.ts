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
 * the stale URL and undo it. A URL this hook did not write (a link, Back, Forward) restores the state.
 */
export function useUrlState<T>({ parse, serialize }: UrlStateOptions<T>) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [state, setState] = useState<T>(() => parse(params));
  const latest = useRef(state);
  const written = useRef(params.toString());

  /** Takes the state from a URL, unless it is the one this hook wrote last. */
  const follow = (current: URLSearchParams) => {
    if (current.toString() === written.current) return;
    written.current = current.toString();
    latest.current = parse(current);
    setState(latest.current);
  };

  // `follow` reads only refs and the module-level `parse`: only a URL change matters here.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => follow(params), [params]);

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
      written.current = nextParams.toString();
      setState(next);
      setParams(nextParams, { replace });
    },
    [serialize, setParams],
  );

  return [state, update] as const;
}
