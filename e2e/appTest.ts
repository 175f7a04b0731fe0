import { expect, test as base, type Page, type Response } from '@playwright/test';

// A page the server drew shows before the app has taken it over (hydrated it): its links work,
// but a button pressed then does nothing. A reader waits a moment; a test must wait for the
// app's mark (`<html data-ready>`, packages/app layout/MarkReady.tsx) after every navigation that
// loads a document, or its first click can fall into that moment. The journeys navigate with
// `goto`, `reload`, `goBack` and `goForward` below, which wait for it, and never with the
// page's own methods, which do not (ESLint says so).

/** Pages whose context runs no script (`javaScriptEnabled: false`): no app will ever mark them. */
const withoutScripts = new WeakSet<Page>();

/** After a navigation: when it loaded one of the app's pages, until the app has taken it over. */
async function untilReady(page: Page, response: Response | null): Promise<Response | null> {
  if (withoutScripts.has(page)) return response;
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) {
    return response;
  }
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
  return response;
}

/** `page.goto(url)`, then until the app has taken the page over. */
export async function goto(
  page: Page,
  url: string,
  options?: Parameters<Page['goto']>[1],
): Promise<Response | null> {
  // eslint-disable-next-line no-restricted-syntax -- the one place the suite navigates itself
  return untilReady(page, await page.goto(url, options));
}

/** `page.reload()`, then until the app has taken the page over. */
export async function reload(
  page: Page,
  options?: Parameters<Page['reload']>[0],
): Promise<Response | null> {
  // eslint-disable-next-line no-restricted-syntax -- the one place the suite navigates itself
  return untilReady(page, await page.reload(options));
}

/** `page.goBack()`, then until the app has taken the page over. */
export async function goBack(
  page: Page,
  options?: Parameters<Page['goBack']>[0],
): Promise<Response | null> {
  // eslint-disable-next-line no-restricted-syntax -- the one place the suite navigates itself
  return untilReady(page, await page.goBack(options));
}

/** `page.goForward()`, then until the app has taken the page over. */
export async function goForward(
  page: Page,
  options?: Parameters<Page['goForward']>[0],
): Promise<Response | null> {
  // eslint-disable-next-line no-restricted-syntax -- the one place the suite navigates itself
  return untilReady(page, await page.goForward(options));
}

/** Playwright's `test`, knowing which of its pages run no script (see `untilReady`). */
export const test = base.extend<{ withoutScriptsNoted: void }>({
  withoutScriptsNoted: [
    async ({ page, javaScriptEnabled }, use) => {
      if (javaScriptEnabled === false) withoutScripts.add(page);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
