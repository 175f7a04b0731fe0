import { useEffect } from 'react';
import { markHydrated } from '../ssr/useDrawnByServer';

/**
 * Marks the document (`<html data-ready>`) once the page is on screen and works: drawn in the
 * browser, or the server's markup hydrated, page included. Before that a page drawn by the server
 * shows but its buttons do nothing yet; tests (and a monitor) wait for the mark before they act.
 * Rendered beside the page, inside its Suspense boundary.
 */
export function MarkReady() {
  useEffect(() => {
    markHydrated();
    document.documentElement.setAttribute('data-ready', '');
  }, []);
  return null;
}
