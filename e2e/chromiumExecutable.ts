import { existsSync } from 'node:fs';

/**
 * The Chromium every browser test drives: CHROMIUM_PATH, or Debian's /usr/bin/chromium. Playwright's
 * own browser download cannot run on these machines, so a missing browser is a set-up error with
 * instructions, not a test failure.
 */
export function chromiumExecutable(): string {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `No Chromium found at ${candidate}. Install it (Debian: apt-get update && apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  return candidate;
}

/** Flags for a headless Chromium on a machine without a network or a sandbox-capable user. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];
