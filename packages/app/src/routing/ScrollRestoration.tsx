import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Where the positions live for the tab's lifetime (React Router's own key, kept across versions). */
const STORAGE_KEY = 'react-router-scroll-positions';

function storedPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** How long a page that grows after its first render (a long list) is followed to a saved place. */
const GROWTH_WAIT_MS = 5000;

/**
 * Scrolls to `top`, and, where the page is still too short for it (a list that draws its cards a
 * few at a time), again as it grows, until it gets there, the reader scrolls or types, or
 * `GROWTH_WAIT_MS` have passed. Returns what stops the following.
 */
function scrollOnceTallEnough(top: number): () => void {
  window.scrollTo(0, top);
  if (Math.abs(window.scrollY - top) < 1) return () => {};
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 1) stop();
  });
  const timer = setTimeout(() => stop(), GROWTH_WAIT_MS);
  const interrupts = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of interrupts) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of interrupts) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * The scroll position of each history entry: a page opened by a link or a changed address opens
 * at its top (or at the element its `#hash` names), Back and Forward return to where the reader
 * was, and so does a reload. Rendered beside the page inside its Suspense boundary, so it acts
 * once the page itself is drawn, not its loading placeholder.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const positions = useRef<Record<string, number> | null>(null);
  const currentKey = useRef(location.key);

  useEffect(() => {
    positions.current ??= storedPositions();
    // The browser's own restoration would jump before the page is drawn.
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions.current![currentKey.current] = window.scrollY;
    };
    const persist = () => {
      remember();
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Without storage a reload opens at the top.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= storedPositions();
    currentKey.current = location.key;
    const saved = positions.current[location.key];
    if (typeof saved === 'number') return scrollOnceTallEnough(saved);
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // Not a decodable id: the page opens at its top.
      }
    }
    window.scrollTo(0, 0);
  }, [location]);

  return null;
}
