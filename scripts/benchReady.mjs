// The window between first paint and a working page, for `npm run bench`: a page drawn by the
// server shows before the app's code has arrived (scripts/firstPaintFirstPlugin.ts), and until
// React has hydrated it (`<html data-ready>`, packages/app/src/layout/MarkReady.tsx) its buttons do
// nothing. Lighthouse's simulated throttling computes its figures from a run at full speed, so this
// window is measured in a browser really slowed to Lighthouse's phone settings instead.
import {
  screenEmulationMetrics,
  throttling,
  userAgents,
} from 'lighthouse/core/config/constants.js';

/** Lighthouse's mobile settings (moto g power, slow 4G, 4× CPU), as its devtools throttling sends them. */
const PHONE = screenEmulationMetrics.mobile;
const SLOW_4G = throttling.mobileSlow4G;

/**
 * lighthouse/core/lib/emulation.js (enableNetworkThrottling): the latency and throughputs of
 * `mobileSlow4G` already carry the devtools adjustment factors (RTT ×3.75, throughput ×0.9);
 * DevTools takes throughput in bytes per second.
 */
const NETWORK_CONDITIONS = {
  offline: false,
  latency: SLOW_4G.requestLatencyMs,
  downloadThroughput: Math.floor((SLOW_4G.downloadThroughputKbps * 1024) / 8),
  uploadThroughput: Math.floor((SLOW_4G.uploadThroughputKbps * 1024) / 8),
};

/** How long a throttled visit may take to become ready before the run counts as never ready. */
const READY_TIMEOUT_MS = 90_000;

/**
 * Runs in the page before any of its scripts: the moment `data-ready` appears on <html>, on the
 * page's own clock (the one its paint timings use). An attribute the HTML already carried would
 * not be a mutation: it is noted apart, so the figure cannot pass for a measured one.
 */
function watchReady() {
  const mark = () => {
    if (window.__benchReadyAt === undefined) window.__benchReadyAt = performance.now();
  };
  new MutationObserver(() => {
    if (document.documentElement?.hasAttribute('data-ready')) mark();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  document.addEventListener('DOMContentLoaded', () => {
    if (
      window.__benchReadyAt === undefined &&
      document.documentElement.hasAttribute('data-ready')
    ) {
      window.__benchReadyInHtml = true;
    }
  });
}

/**
 * One cold visit of a route in a language in a phone slowed as Lighthouse's mobile settings say:
 * First Contentful Paint and the moment of `data-ready`, both from the start of the navigation.
 */
export async function readyRun(browser, origin, route, lang, languageStorageKey) {
  // A context of its own: no cache, cookies or storage left by an earlier visit.
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // The language as the app keeps it (local storage and the cookie the server draws by), set
    // at full speed on an address that is not a page.
    await page.goto(`${origin}/api/health`);
    await page.evaluate(
      (key, value) => {
        localStorage.setItem(key, value);
        document.cookie = `${key}=${value}; Path=/; SameSite=Lax`;
      },
      languageStorageKey,
      lang,
    );
    await page.setUserAgent(userAgents.mobile);
    await page.setViewport({
      width: PHONE.width,
      height: PHONE.height,
      deviceScaleFactor: PHONE.deviceScaleFactor,
      isMobile: PHONE.mobile,
      hasTouch: true,
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK_CONDITIONS);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdownMultiplier });
    await page.evaluateOnNewDocument(watchReady);

    try {
      await page.goto(`${origin}${route}`, {
        waitUntil: 'domcontentloaded',
        timeout: READY_TIMEOUT_MS,
      });
      await page.waitForFunction(
        () =>
          (window.__benchReadyAt !== undefined || window.__benchReadyInHtml) &&
          performance.getEntriesByName('first-contentful-paint').length > 0,
        { timeout: READY_TIMEOUT_MS, polling: 100 },
      );
    } catch (error) {
      return { error: `not ready within ${READY_TIMEOUT_MS / 1000} s (${error.message})` };
    }
    const seen = await page.evaluate(() => ({
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      readyMs: window.__benchReadyAt,
      readyInHtml: window.__benchReadyInHtml === true,
      lang: document.documentElement.lang,
    }));
    if (seen.lang !== lang) {
      throw new Error(`${route} showed lang="${seen.lang}", not ${lang}: check the language key`);
    }
    if (seen.readyInHtml) return { error: 'data-ready already in the HTML' };
    return { fcpMs: seen.fcpMs, readyMs: seen.readyMs, fcpToReadyMs: seen.readyMs - seen.fcpMs };
  } finally {
    await context.close();
  }
}
