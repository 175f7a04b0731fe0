import { defineConfig } from 'vitest/config';

// Each package owns its Vitest project (name, environment, setup); this file only lists them.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/i18n',
      'packages/directory',
      'packages/server',
      'packages/ui',
      'packages/ui/vitest.unit.config.ts',
    ],
  },
});
