import { fileURLToPath } from 'node:url';
import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromiumExecutable';

/**
 * What the screenshot suites (e2e/visual.config.ts for stories, e2e/pages.config.ts for pages)
 * share: two workers, no retries, one Chromium at scale 1 in a fixed locale, time zone, colour
 * scheme and motion, and the comparison rule.
 */
export const SCREENSHOT_CONFIG = {
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    // No differing pixel is allowed (maxDiffPixels 0). The colour threshold only absorbs the noise
    // Chromium's software rasteriser leaves on anti-aliased edges (icon strokes, rounded corners)
    // between runs, measured at most 4 of 255 levels per channel over repeated runs; a pixel that
    // changes by about 8 levels or more fails, with the count of such pixels.
    toHaveScreenshot: {
      maxDiffPixels: 0,
      threshold: 0.03,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: fileURLToPath(new URL('screenshot.css', import.meta.url)),
    },
  },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    trace: 'off',
  },
} satisfies PlaywrightTestConfig;
