import { fileURLToPath } from 'node:url';
import type { PlaywrightTestConfig } from '@playwright/test';
import { TEST_SERVER_ENV } from './testServerEnv';

/**
 * Playwright's `webServer` for the production build as `npm start` serves it (scripts/start.mjs
 * builds it first when needed), on 127.0.0.1:`port` with TEST_SERVER_ENV and `env`; ready once
 * /api/ready answers.
 */
export function productionServer(
  port: number,
  env: Record<string, string | undefined>,
): NonNullable<PlaywrightTestConfig['webServer']> {
  return {
    command: 'node scripts/start.mjs',
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `http://127.0.0.1:${port}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { ...TEST_SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', ...env },
  };
}
