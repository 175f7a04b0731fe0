import { defineProject } from 'vitest/config';

// The server suite: real databases through app.inject. With DATABASE_URL set (npm run
// test:server:pg) every test file gets its own PostgreSQL database; otherwise an in-memory PGlite
// started from a migrated snapshot that test/globalSetup.ts prepares once.
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
  },
});
