import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False on the server and while the browser hydrates the server's markup (which must be drawn as
 * the server drew it), true from the render that follows, and in any render the browser starts on
 * its own.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
