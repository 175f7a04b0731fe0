import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromiumExecutable';

/**
 * What the journey suites (e2e/playwright.config.ts, e2e/cluster.config.ts) share: two workers,
 * no retries, a desktop Chromium on the server at 127.0.0.1:`port`, a screenshot of a failure.
 */
export function journeyConfig(port: number): PlaywrightTestConfig {
  return {
    fullyParallel: true,
    workers: 2,
    forbidOnly: !!process.env.CI,
    retries: 0,
    timeout: 30_000,
    expect: { timeout: 10_000 },
    reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
    use: {
      ...devices['Desktop Chrome'],
      baseURL: `http://127.0.0.1:${port}`,
      launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
      // No trace: recording DOM snapshots of the directory's pages (18,000 elements) at every
      // step cost more than the journeys themselves, and under that load requests stalled. A
      // failure still leaves its screenshot.
      trace: 'off',
      screenshot: 'only-on-failure',
    },
  };
}
