import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first render (the server's, the hydration of its markup, a page's first
 * mount in the browser), true from a second render that follows in a transition once the first
 * is on screen. A long list draws its first screenful at once and the rest in that second render,
 * which yields to the reader's input: the first paint and the hydration stay short, and the
 * server's markup stays small.
 */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    startTransition(() => setDone(true));
  }, []);
  return done;
}
