import type { Location } from '@libatlas/contracts';
import type { NearestState } from '@libatlas/ui/LibraryListOptions/index.ts';
import { useCallback, useRef, useState } from 'react';
import type { nearestFirst } from './nearestFirst';

type Sort = typeof nearestFirst;

/**
 * "Nearest first": the reader's position from the browser, asked only when they press the button
 * and kept in this page only (never in the address, never sent to the server), with the sort by
 * distance (both loaded then, off the page's first load). Refused by the reader → 'denied'; no
 * geolocation, no position in time, or the code not loaded → 'unavailable'.
 */
export function useNearest() {
  const [state, setState] = useState<NearestState>('off');
  const [order, setOrder] = useState<{ from: Location; sort: Sort } | null>(null);
  // A position that arrives after the reader turned the option off (or asked again) is ignored.
  const asked = useRef(0);

  const change = useCallback((on: boolean) => {
    asked.current += 1;
    const ask = asked.current;
    setOrder(null);
    if (!on) {
      setState('off');
      return;
    }
    setState('locating');
    import('./nearestFirst')
      .then(async ({ nearestFirst, readerPosition }) => ({
        from: await readerPosition(),
        sort: nearestFirst,
      }))
      .then(
        (found) => {
          if (ask !== asked.current) return;
          setOrder(found);
          setState('on');
        },
        (reason: unknown) => {
          if (ask !== asked.current) return;
          setState(reason === 'denied' ? 'denied' : 'unavailable');
        },
      );
  }, []);

  return {
    state,
    change,
    /** The libraries in the order chosen: nearest first once the position is there. */
    order: useCallback(
      <T extends { location: Location }>(libraries: T[]): T[] =>
        order ? order.sort(libraries, order.from) : libraries,
      [order],
    ),
  };
}
