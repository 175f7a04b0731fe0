/**
 * What a reader did on a page drawn by the server before the app took it over, in order: a press
 * of a control the browser does nothing for on its own (a button, or a link that acts as one), and
 * each box typed into or list chosen from (what it holds is read when the app takes over).
 */
export interface EarlyEvent {
  kind: 'click' | 'input' | 'change';
  /** The element acted on (the node the server drew: the app's hydration keeps it). */
  target: Element;
}

declare global {
  interface Window {
    /** Left by the boot script for the app: `take` returns the events so far and stops the capture. */
    libatlasEarlyInput?: { take(): EarlyEvent[] };
  }
}
