import { useEffect } from 'react';
import { earlyInput } from '../boot/earlyInput';
import { markHydrated } from '../ssr/useDrawnByServer';

/**
 * Marks the document (`<html data-ready>`) once the page is on screen and works: drawn in the
 * browser, or the server's markup hydrated, page included. Before that a page drawn by the server
 * shows but its buttons do nothing yet; tests (and a monitor) wait for the mark before they act.
 * Rendered beside the page, inside its Suspense boundary. Then replays what the reader did before.
 */
export function MarkReady() {
  useEffect(() => {
    markHydrated();
    document.documentElement.setAttribute('data-ready', '');
    // What the reader did before: a press, a word typed (app/src/boot/boot.ts).
    earlyInput.replay();
  }, []);
  return null;
}
