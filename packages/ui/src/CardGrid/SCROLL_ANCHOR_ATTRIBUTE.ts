/**
 * Names each card of a long list (`CardGrid` with `deferOffscreen`) for the page's scroll
 * restoration, which returns the reader to the card they left rather than to a scroll offset: the
 * cards skipped off screen had only an estimated height then.
 */
export const SCROLL_ANCHOR_ATTRIBUTE = 'data-scroll-anchor';
