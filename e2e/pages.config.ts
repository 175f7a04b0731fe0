import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromiumExecutable';
import { PAGES_ADMIN, PAGES_CLOCK_START } from './pages/pageData';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Whole pages as users see them (header, page, footer), from the production build on a database of
// fixed data made by the `page-data` project through the API. The server's clock is fixed in this
// test mode (TEST_CLOCK_START), so every date on every page is the same on every run. The
// temporary DATA_DIR and the signed-in sessions are made once in the main process; workers
// inherit the environment.
if (!process.env.PAGES_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'libatlas-pages-'));
  process.env.PAGES_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const port = Number(process.env.PAGES_PORT ?? 3230);

/**
 * Page-level visual regression: every route of spec §2 at 390 and 1280 px, in English and Arabic,
 * for the role that may see it, compared pixel for pixel with e2e/pages/__screenshots__. Update with
 * `npm run test:pages:update` after a change to a page's look is intended.
 */
export default defineConfig({
  testDir: './pages',
  outputDir: path.join(repoRoot, 'test-results/pages'),
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  expect: {
    timeout: 15_000,
    // As for the stories (e2e/visual.config.ts): no differing pixel, a colour threshold that only
    // absorbs the software rasteriser's noise on anti-aliased edges.
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
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    trace: 'off',
  },
  projects: [
    { name: 'page-data', testMatch: /pageData\.setup\.ts/ },
    { name: 'pages', testMatch: /pages\.spec\.ts/, dependencies: ['page-data'] },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.PAGES_DATA_DIR,
      ADMIN_EMAIL: PAGES_ADMIN.email,
      ADMIN_PASSWORD: PAGES_ADMIN.password,
      // The fixed data comes from the page-data project, not from the seed.
      SEED: 'false',
      TEST_CLOCK_START: PAGES_CLOCK_START,
      // Home's featured libraries, drawn by the server: the same three on every run.
      TEST_RANDOM_SEED: '20260320',
      LOGIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      // Tiles come from an address that never answers, as on machines without internet.
      TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    },
  },
});
