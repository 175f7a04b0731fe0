import { expect, type Page } from '@playwright/test';

/**
 * What a user would call a broken layout, read from the page as it is drawn:
 * - the page scrolls sideways (something is wider than the screen);
 * - a word in a card's title is split over two lines ("Nationa / l");
 * - the main content starts under the sticky header.
 * Each problem is described in words, so a failure says what is wrong and where.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      const wide = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .filter((element) => !element.closest('.leaflet-container'))
        .slice(0, 3)
        .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
      problems.push(
        `the page is ${root.scrollWidth - window.innerWidth}px wider than the screen (${wide.join(', ')})`,
      );
    }

    /** The distinct lines a piece of text is drawn on. */
    const linesOf = (range: Range) =>
      new Set(
        [...range.getClientRects()]
          .filter((rect) => rect.width > 0 && rect.height > 0)
          .map((rect) => Math.round(rect.top)),
      ).size;

    for (const title of document.querySelectorAll('main article :is(h2, h3, h4)')) {
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // A word may break after its hyphen ("al-" / "Kutub"): each part is checked on its own.
        for (const match of text.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (linesOf(range) > 1) problems.push(`the word "${match[0]}" is broken in a card title`);
        }
      }
    }

    const header = document.querySelector('header');
    const main = document.querySelector('main');
    if (header && main && window.scrollY === 0) {
      const headerBottom = header.getBoundingClientRect().bottom;
      const mainTop = main.getBoundingClientRect().top;
      if (mainTop < headerBottom - 0.5) {
        problems.push(
          `the content starts ${Math.round(headerBottom - mainTop)}px under the header`,
        );
      }
    }
    return problems;
  });
}

/** Asserts that the page has none of the problems of `layoutProblems`. */
export async function expectSoundLayout(page: Page, where: string) {
  expect(await layoutProblems(page), where).toEqual([]);
}

/**
 * What is wrong with the header at the current width: a text drawn on two lines, a text cut off
 * (an ellipsis, or clipped by its box), or controls running out of the bar. The brand's title is
 * meant to be hidden on phones (only its icon shows there), so a title hidden on purpose is fine.
 */
export async function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const banner = document.querySelector('header');
    if (!banner) return ['there is no header'];
    /** How many lines the element's text runs over: text boxes more than half a line apart. */
    const lines = (element: Element) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 0 && rect.height > 0) tops.push(rect.top, rect.height);
        }
      }
      let count = 0;
      let lineTop = -Infinity;
      for (let i = 0; i < tops.length; i += 2) {
        const [top, height] = [tops[i]!, tops[i + 1]!];
        if (top > lineTop + height / 2) {
          count += 1;
          lineTop = top;
        }
      }
      return count;
    };
    const isShown = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    const texts = [...banner.querySelectorAll<HTMLElement>('a, button, [data-header-text]')];
    for (const element of texts) {
      if (!isShown(element) || !element.textContent?.trim()) continue;
      if (lines(element) > 1) problems.push(`"${element.textContent.trim()}" wraps`);
    }
    for (const element of banner.querySelectorAll<HTMLElement>('*')) {
      if (!isShown(element) || element.children.length > 0 || !element.textContent?.trim())
        continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        problems.push(`"${element.textContent.trim()}" is cut off`);
      }
    }
    const toolbar = banner.querySelector<HTMLElement>('.MuiToolbar-root');
    if (toolbar && toolbar.scrollWidth > toolbar.clientWidth + 1) {
      problems.push(
        `the header's controls overflow by ${toolbar.scrollWidth - toolbar.clientWidth}px`,
      );
    }
    if (document.documentElement.scrollWidth > window.innerWidth) {
      problems.push('the page scrolls sideways');
    }
    return problems;
  });
}
