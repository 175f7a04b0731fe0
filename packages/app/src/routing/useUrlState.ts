import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

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
 * the stale URL and undo it. Back and Forward (a URL this hook did not write) still restore the state.
 */
export function useUrlState<T>({ parse, serialize }: UrlStateOptions<T>) {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<T>(() => parse(params));
  const latest = useRef(state);
  const written = useRef(params.toString());

  useEffect(() => {
    const current = params.toString();
    if (current === written.current) return;
    written.current = current;
    latest.current = parse(params);
    setState(latest.current);
    // `parse` is a module-level function; only a URL change matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

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
