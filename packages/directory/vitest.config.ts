import { defineProject } from 'vitest/config';

// The directory's rules run in the browser and on the server alike; Node is enough to test them.
export default defineProject({
  test: {
    name: 'directory',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
