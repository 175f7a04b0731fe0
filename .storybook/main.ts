import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const configDir = path.dirname(fileURLToPath(import.meta.url));

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: {
    builder: {
      name: '@storybook/builder-vite',
      options: { viteConfigPath: path.join(configDir, 'vite.config.ts') },
    },
    // These machines have no network: no telemetry, no "what's new" or update checks.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
};

export default config;
