import type { KeyboardEvent } from 'react';

/**
 * The props that make a MUI button (a toggle, a button) a link to `href` that acts as a button: an
 * `<a href role="button">`. Without JavaScript, or before the app has loaded, the browser follows
 * it and the server draws the page it names; with it, the button's handler runs (`claimPress` tells
 * it whether the press is its own, and prevents the navigation then). Space presses it, as it does a
 * button (a link alone only answers Enter).
 */
export function linkButtonProps(href: string) {
  return {
    component: 'a',
    href,
    role: 'button',
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      event.currentTarget.click();
    },
  } as const;
}
