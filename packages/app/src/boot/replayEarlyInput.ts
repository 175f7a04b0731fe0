import type { TakenEvent } from './earlyInput';

/**
 * The element an early event was meant for: the node the server drew, which a hydration keeps;
 * where the app has drawn that part anew (a header that rearranged itself to fit, a mismatch),
 * the element now in its place: the same id, or the same kind of element with the same address,
 * name and words.
 */
function findAgain(target: Element): Element | null {
  if (target.isConnected) return target;
  if (target.id) return document.getElementById(target.id);
  const same = (element: Element) =>
    ['href', 'aria-label', 'name', 'value'].every(
      (attribute) => element.getAttribute(attribute) === target.getAttribute(attribute),
    ) && element.textContent === target.textContent;
  return [...document.querySelectorAll(target.tagName)].find(same) ?? null;
}

/**
 * Gives a box or a list the value the reader left in it, as if typed now: React, which took the
 * node over with that value already in it, saw no change and still holds the server's (empty)
 * value; its tracker is reset through the node's own setter, the value put back past it, so the
 * event is seen as a change (React's onChange compares the two).
 */
function replayValue(
  element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  element.value = value === '' ? ' ' : '';
  setter?.call(element, value);
  element.dispatchEvent(
    new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/** Waits a task: each replayed event's update is drawn before the next. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Acts out what the reader did before the app took the page over, in order, once it has hydrated:
 * a press is pressed again, a box gets the words it held when the app took over, a list the option
 * chosen then.
 */
export async function replayEarlyInput(events: readonly TakenEvent[]): Promise<void> {
  for (const early of events) {
    const element = findAgain(early.target);
    if (!element) continue;
    if (early.kind === 'click') {
      if (element instanceof HTMLElement) element.click();
    } else if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ) {
      replayValue(element, early.value ?? element.value);
    }
    await nextTask();
  }
}
