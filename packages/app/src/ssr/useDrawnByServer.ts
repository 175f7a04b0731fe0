import { useState } from 'react';
import { useRenderContext } from './RenderContext';

let hydrated = false;

/** Called once the page the server drew has been hydrated (MarkReady): later mounts are the browser's. */
export function markHydrated(): void {
  hydrated = true;
}

/**
 * Whether this component was first drawn by the server (in the server's render, or in the
 * browser's hydration of its markup), not by a later render in the browser (a page opened by a
 * link, or Back). A long list drawn by the server starts short and grows (its markup and its
 * hydration stay light); drawn in the browser, it is drawn whole, so that Back finds the place
 * the reader left.
 */
export function useDrawnByServer(): boolean {
  const { fromServer } = useRenderContext();
  const [drawn] = useState(() => fromServer && !hydrated);
  return drawn;
}
