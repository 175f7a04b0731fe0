import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../e2e/chromiumExecutable.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Every story is a test: it renders in headless Chromium, runs its play function, then axe
// (addon-a11y with `a11y.test: 'error'` in .storybook/preview.tsx) fails it on any violation.
// Since Storybook 10.3 the addon applies .storybook/preview's annotations itself, so no setup
// file with setProjectAnnotations is needed.
export default defineProject({
  plugins: [storybookTest({ configDir: path.join(repoRoot, '.storybook') })],
  // Crawl every story and the preview up front, so Vite pre-bundles all their dependencies before
  // the first test instead of discovering one mid-run and reloading the page under the tests.
  optimizeDeps: {
    entries: [path.join(repoRoot, '.storybook/preview.tsx'), 'src/**/*.stories.tsx'],
    // Reached only through the lazily imported map, which the crawl above does not follow.
    include: ['leaflet', 'react-leaflet', 'react-leaflet-cluster'],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
