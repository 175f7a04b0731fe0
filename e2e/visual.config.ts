import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromiumExecutable.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A fixed port away from Storybook's 6006, the app's 3000 and Vite's 5173. */
const PORT = Number(process.env.VISUAL_PORT ?? 6107);

/**
 * Visual regression over the built Storybook (`npm run build-storybook` first): every story in
 * English (LTR) and Arabic (RTL), compared pixel for pixel with the baselines in
 * e2e/visual/__screenshots__. Update them with `npm run test:visual:update`.
 */
export default defineConfig({
  testDir: './visual',
  outputDir: path.join(repoRoot, 'test-results/visual'),
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
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
      stylePath: path.join(repoRoot, 'e2e/screenshot.css'),
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    viewport: { width: 1200, height: 900 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    trace: 'off',
  },
  webServer: {
    command: `node scripts/serveStatic.mjs storybook-static ${PORT}`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 15_000,
  },
});
