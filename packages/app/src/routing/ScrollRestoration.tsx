import { useEffect, useLayoutEffect, useRef } from 'react';
import { RESTORING_SCROLL_ATTRIBUTE, SCROLL_ANCHOR_ATTRIBUTE } from '@libatlas/ui';
import { useLocation } from 'react-router-dom';

/**
 * Where the reader was on a page: its scroll offset, and, on a page of cards, the card at the top
 * of the screen (its `SCROLL_ANCHOR_ATTRIBUTE`) and how far below the screen's top it started.
 */
type Place = number | { top: number; anchor: string; offset: number };

/** Where the positions live for the tab's lifetime (React Router's own key, kept across versions). */
const STORAGE_KEY = 'react-router-scroll-positions';

function storedPositions(): Record<string, Place> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, Place>) : {};
  } catch {
    return {};
  }
}

/** The first card still on screen at its top, and where it starts relative to that top. */
function placeHere(): Place {
  const top = window.scrollY;
  for (const element of document.querySelectorAll<HTMLElement>(`[${SCROLL_ANCHOR_ATTRIBUTE}]`)) {
    const box = element.getBoundingClientRect();
    if (box.bottom > 0) {
      return { top, anchor: element.getAttribute(SCROLL_ANCHOR_ATTRIBUTE)!, offset: box.top };
    }
  }
  return top;
}

/** The card a place was taken at, if the page has drawn it (yet). */
function anchorOf(place: Exclude<Place, number>): Element | null {
  return document.querySelector(`[${SCROLL_ANCHOR_ATTRIBUTE}="${CSS.escape(place.anchor)}"]`);
}

/** How long a page that grows after its first render (a long list) is followed to a saved place. */
const GROWTH_WAIT_MS = 5000;

/**
 * Scrolls to `place`, and, where the page is still too short for it (a list that draws its cards
 * a few at a time), again as it grows, until it gets there, the reader scrolls or types, or
 * `GROWTH_WAIT_MS` have passed. Returns what stops the following.
 */
function scrollOnceTallEnough(place: Place): () => void {
  // A card is found by its name, not by an offset: cards skipped off screen when the reader left
  // (jumped over, never drawn) had an estimated height. Meanwhile they are laid out at their real
  // height (see the attribute), which the browser then keeps for them.
  const root = document.documentElement;
  root.setAttribute(RESTORING_SCROLL_ATTRIBUTE, '');
  let frame = 0;
  const restored = () => {
    // Two frames on, the browser has recorded the heights it keeps for those cards.
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => root.removeAttribute(RESTORING_SCROLL_ATTRIBUTE));
    });
  };
  // Whether the reader is back at the place, as the page is laid out now (scrolled there first).
  const arrived = () => {
    if (typeof place === 'number') {
      window.scrollTo(0, place);
      return Math.abs(window.scrollY - place) < 1;
    }
    const anchor = anchorOf(place);
    const target = anchor
      ? anchor.getBoundingClientRect().top + window.scrollY - place.offset
      : place.top;
    window.scrollTo(0, target);
    return anchor !== null && Math.abs(window.scrollY - target) < 1;
  };
  if (arrived()) {
    restored();
    return () => {
      cancelAnimationFrame(frame);
      root.removeAttribute(RESTORING_SCROLL_ATTRIBUTE);
    };
  }
  const observer = new ResizeObserver(() => {
    if (arrived()) stop();
  });
  const timer = setTimeout(() => stop(), GROWTH_WAIT_MS);
  const interrupts = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of interrupts) window.removeEventListener(type, stop);
    restored();
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
  const positions = useRef<Record<string, Place> | null>(null);
  const currentKey = useRef(location.key);

  useEffect(() => {
    positions.current ??= storedPositions();
    // The browser's own restoration would jump before the page is drawn.
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const rememberNow = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      positions.current![currentKey.current] = placeHere();
    };
    // Once per frame at most: finding the card at the top measures the page.
    const remember = () => {
      frame ||= requestAnimationFrame(rememberNow);
    };
    const persist = () => {
      rememberNow();
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Without storage a reload opens at the top.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    // And as a link is followed: the page may have settled since the last scroll (a card drawn
    // near the screen, which the browser kept in place without a scroll event).
    document.addEventListener('click', rememberNow, { capture: true });
    window.addEventListener('pagehide', persist);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      document.removeEventListener('click', rememberNow, { capture: true });
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= storedPositions();
    currentKey.current = location.key;
    const saved = positions.current[location.key];
    if (typeof saved === 'number' || (typeof saved === 'object' && saved !== null)) {
      return scrollOnceTallEnough(saved);
    }
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
