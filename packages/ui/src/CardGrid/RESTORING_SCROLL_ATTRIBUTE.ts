/**
 * Set on the page's root element (`<html>`) while the page is brought back to a remembered scroll
 * position (Back, Forward, a reload). Cards that are otherwise skipped while off screen
 * (`CardGrid`'s `deferOffscreen`) are then laid out at their real height, so the position lands
 * on the same card, and the browser remembers those heights once the attribute is gone.
 */
export const RESTORING_SCROLL_ATTRIBUTE = 'data-restoring-scroll';
