import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How much the bar can show: the main links inline (`full`), the links in a menu with the site's
 * title (`menu`), or the menu with the brand's icon only (`compact`).
 */
export type HeaderFit = 'full' | 'menu' | 'compact';

export interface HeaderFitRefs {
  /** The bar's row: the room there is. */
  toolbar: RefObject<HTMLElement | null>;
  /** The brand (icon and title) as it would be drawn in full, measured off screen. */
  brand: RefObject<HTMLElement | null>;
  /** The inline links as they would be drawn, measured off screen. */
  links: RefObject<HTMLElement | null>;
  /** The language toggle and the Login button or the user's controls. */
  end: RefObject<HTMLElement | null>;
}

/** Room taken by the gaps and margins between the bar's items, and by the menu button. */
const FULL_GAPS = 56;
const MENU_BUTTON_AND_GAPS = 72;

/**
 * Chooses what the bar shows from what it measures, so no text in it ever wraps or is cut off,
 * whatever the language, the fonts and sizes the admin chose, or the controls a role brings. It
 * re-measures whenever any of them changes size. Null until measured: the bar then falls back to
 * its breakpoints.
 */
export function useHeaderFit({ toolbar, brand, links, end }: HeaderFitRefs): HeaderFit | null {
  const [fit, setFit] = useState<HeaderFit | null>(null);
  useLayoutEffect(() => {
    const [row, brandBox, linksBox, endBox] = [toolbar, brand, links, end].map(
      (ref) => ref.current,
    );
    if (!row || !brandBox || !linksBox || !endBox || typeof ResizeObserver === 'undefined') return;
    let first = true;
    const measure = () => {
      const room = row.clientWidth;
      const brandWidth = brandBox.getBoundingClientRect().width;
      const linksWidth = linksBox.getBoundingClientRect().width;
      const endWidth = endBox.getBoundingClientRect().width;
      const measured: HeaderFit =
        brandWidth + linksWidth + endWidth + FULL_GAPS <= room
          ? 'full'
          : brandWidth + endWidth + MENU_BUTTON_AND_GAPS <= room
            ? 'menu'
            : 'compact';
      // The first fit replaces the breakpoints' guess, already on screen: in a transition, which
      // yields to the browser, as the rest of the hydration does. Later ones apply at once.
      if (first) startTransition(() => setFit(measured));
      else setFit(measured);
      first = false;
    };
    // No measuring here, in the commit (it would force a layout of the whole page, a long task when
    // the browser takes over a page drawn by the server): the observer's first report, with the
    // browser's own layout of the frame and before its paint, does it.
    const observer = new ResizeObserver(measure);
    for (const element of [row, brandBox, linksBox, endBox]) observer.observe(element);
    return () => observer.disconnect();
  }, [toolbar, brand, links, end]);
  return fit;
}
