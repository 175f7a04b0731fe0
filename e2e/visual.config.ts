import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { SCREENSHOT_CONFIG } from './screenshotConfig';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A fixed port away from Storybook's 6006, the app's 3000 and Vite's 5173. */
const PORT = Number(process.env.VISUAL_PORT ?? 6107);

/**
 * Visual regression over the built Storybook (`npm run build-storybook` first): every story in
 * English (LTR) and Arabic (RTL), compared pixel for pixel with the baselines in
 * e2e/visual/__screenshots__. Update them with `npm run test:visual:update`.
 */
export default defineConfig({
  ...SCREENSHOT_CONFIG,
  testDir: './visual',
  outputDir: path.join(repoRoot, 'test-results/visual'),
  use: {
    ...SCREENSHOT_CONFIG.use,
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1200, height: 900 },
  },
  webServer: {
    command: `node scripts/serveStatic.mjs storybook-static ${PORT}`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 15_000,
  },
});
