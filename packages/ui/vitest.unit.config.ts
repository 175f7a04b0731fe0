import { defineProject } from 'vitest/config';

// Tests of the design system that need no browser (packages/ui/vitest.config.ts runs the stories).
export default defineProject({
  test: {
    name: 'ui',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
