import { defineConfig } from '@playwright/test';
import { journeyConfig } from './journeyConfig';
import { E2E_ADMIN } from './journeys/session';
import { productionServer } from './productionServer';
import { temporaryDataDir } from './temporaryDataDir';

// The journeys drive the production build as `npm start` serves it, on a fresh database.
const dataDir = temporaryDataDir('E2E_DATA_DIR', 'libatlas-e2e-');
const port = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  ...journeyConfig(port),
  testDir: './journeys',
  outputDir: '../test-results/e2e',
  projects: [
    { name: 'journeys', testIgnore: /customize\.spec\.ts/ },
    // The site's look is shared by every visitor: change it only once the other journeys are done.
    { name: 'site-settings', testMatch: /customize\.spec\.ts/, dependencies: ['journeys'] },
  ],
  webServer: productionServer(port, {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SEED: 'true',
  }),
});
