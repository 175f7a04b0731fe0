import { expect, test as base, type Page, type Response } from '@playwright/test';

// A page the server drew shows before the app has taken it over (hydrated it): its links work,
// but a button pressed then does nothing. A reader waits a moment; a test must wait for the
// app's mark (`<html data-ready>`, packages/app layout/MarkReady.tsx) after every navigation that
// loads a document, or its first click can fall into that moment.

/** Pages whose context runs no script (`javaScriptEnabled: false`): no app will ever mark them. */
const withoutScripts = new WeakSet<Page>();

/** After a navigation: when it loaded one of the app's pages, until the app has taken it over. */
async function untilReady(page: Page, response: Response | null): Promise<void> {
  if (withoutScripts.has(page)) return;
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';
const NAVIGATIONS: Navigation[] = ['goto', 'reload', 'goBack', 'goForward'];

let taught = false;

/**
 * Every page of the run (the fixture's, and those a test opens itself) waits in `goto`, `reload`,
 * `goBack` and `goForward` until the app is ready: taught once per worker, on the pages' class.
 */
function teachNavigationsToWait(page: Page): void {
  if (taught) return;
  taught = true;
  const prototype = Object.getPrototypeOf(page) as Record<Navigation, Page[Navigation]>;
  for (const name of NAVIGATIONS) {
    const navigate = prototype[name] as (
      this: Page,
      ...args: unknown[]
    ) => Promise<Response | null>;
    Object.assign(prototype, {
      async [name](this: Page, ...args: unknown[]) {
        const response = await navigate.apply(this, args);
        await untilReady(this, response);
        return response;
      },
    });
  }
}

/** Playwright's `test`, with every navigation waiting for the app (see above). */
export const test = base.extend<{ waitsForApp: void }>({
  waitsForApp: [
    async ({ page, javaScriptEnabled }, use) => {
      teachNavigationsToWait(page);
      if (javaScriptEnabled === false) withoutScripts.add(page);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
