import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { PAGES_ADMIN, PAGES_CLOCK_START } from './pages/pageData';
import { productionServer } from './productionServer';
import { SCREENSHOT_CONFIG } from './screenshotConfig';
import { temporaryDataDir } from './temporaryDataDir';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Whole pages as users see them (header, page, footer), from the production build on a database of
// fixed data made by the `page-data` project through the API. The server's clock is fixed in this
// test mode (TEST_CLOCK_START), so every date on every page is the same on every run. The
// signed-in sessions are made once in the main process; workers inherit the environment.
const dataDir = temporaryDataDir('PAGES_DATA_DIR', 'libatlas-pages-');
const port = Number(process.env.PAGES_PORT ?? 3230);

/**
 * Page-level visual regression: every route of spec §2 at 390 and 1280 px, in English and Arabic,
 * for the role that may see it, compared pixel for pixel with e2e/pages/__screenshots__. Update with
 * `npm run test:pages:update` after a change to a page's look is intended.
 */
export default defineConfig({
  ...SCREENSHOT_CONFIG,
  testDir: './pages',
  outputDir: path.join(repoRoot, 'test-results/pages'),
  timeout: 60_000,
  expect: { ...SCREENSHOT_CONFIG.expect, timeout: 15_000 },
  use: { ...SCREENSHOT_CONFIG.use, baseURL: `http://127.0.0.1:${port}` },
  projects: [
    { name: 'page-data', testMatch: /pageData\.setup\.ts/ },
    { name: 'pages', testMatch: /pages\.spec\.ts/, dependencies: ['page-data'] },
  ],
  webServer: productionServer(port, {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: PAGES_ADMIN.email,
    ADMIN_PASSWORD: PAGES_ADMIN.password,
    // The fixed data comes from the page-data project, not from the seed.
    SEED: 'false',
    TEST_CLOCK_START: PAGES_CLOCK_START,
    // Home's featured libraries, drawn by the server: the same three on every run.
    TEST_RANDOM_SEED: '20260320',
    // The site's own address as the pages write it out (the embed code on /data, the downloads
    // whose sizes it shows), the same whatever port the run uses.
    PUBLIC_URL: 'https://atlas.example.org',
  }),
});
