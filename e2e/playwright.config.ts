import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromiumExecutable';
import { E2E_ADMIN } from './journeys/session';

// The journeys drive the production build as `npm start` serves it, on a fresh database in a
// temporary DATA_DIR (made once, in the main process; workers inherit the environment), removed
// when the run ends, after the server has stopped. A DATA_DIR given from outside is left alone.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'libatlas-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const port = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: './journeys',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    // No trace: recording DOM snapshots of the directory's pages (18,000 elements) at every step
    // cost more than the journeys themselves, and under that load requests stalled. A failure
    // still leaves its screenshot.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: /customize\.spec\.ts/ },
    // The site's look is shared by every visitor: change it only once the other journeys are done.
    { name: 'site-settings', testMatch: /customize\.spec\.ts/, dependencies: ['journeys'] },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Many journeys sign the same admin in within a minute; the limit itself is tested by the
      // server suite.
      LOGIN_RATE_LIMIT: '1000',
      SEED: 'true',
      LOG_LEVEL: 'warn',
      // Tiles come from an address that never answers, as on machines without internet.
      TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    },
  },
});
