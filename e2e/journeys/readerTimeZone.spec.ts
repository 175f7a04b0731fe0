import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConsoleMessage, Page } from '@playwright/test';
import { sampleLibraries } from '@libatlas/ui/fixtures/sampleLibraries.ts';
import { expect, goto, test } from '../appTest';
import { TEST_SERVER_ENV } from '../testServerEnv';

// Issue 33 §4: the server draws in UTC, a reader's browser may be in UTC+3. A library updated at
// 22:30 UTC on 31 December was updated on the 31st for both, and the page drawn at that moment
// says 2026 in its footer for both: the browser takes the page over (hydrates it) without a
// mismatch. The data needs a clock at that hour, so this journey starts a server of its own, with
// the server's test clock (TEST_CLOCK_START), on a database of its own.

const CLOCK_START = '2026-12-31T22:30:00.000Z';
const ADMIN = { email: 'admin@libatlas.local', password: 'time-zone-admin-password' };
const LIBRARY_ID = 'sa-kfnl';

test.use({ timezoneId: 'Asia/Riyadh' });
// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let base = '';
let adminSession: { token: string; user: unknown };
let updatedAt = '';

/** The built app as `npm start` serves it (the suite's own server built it), on the fixed clock. */
async function startServer(): Promise<void> {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'libatlas-time-zone-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...TEST_SERVER_ENV,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED: 'false',
      TEST_CLOCK_START: CLOCK_START,
    },
  });
  const until = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`${base}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > until || server.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await startServer();
  const login = await request.post(`${base}/api/users/login`, { data: ADMIN });
  expect(login.status()).toBe(200);
  adminSession = (await login.json()) as typeof adminSession;
  const {
    createdAt: _created,
    updatedAt: _updated,
    ...fields
  } = sampleLibraries.find(({ id }) => id === LIBRARY_ID)!;
  const created = await request.post(`${base}/api/libraries`, {
    headers: { Authorization: `Bearer ${adminSession.token}` },
    data: { ...fields, image: '' },
  });
  expect(created.status(), await created.text()).toBe(201);
  updatedAt = ((await created.json()) as { updatedAt: string }).updatedAt;
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Everything the page logs as an error or warning, and its uncaught errors (a hydration mismatch is one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The map's tiles come from an address that never answers here.
    if (message.location().url.startsWith('http://127.0.0.1:9/')) return;
    errors.push(`console ${message.type()}: ${message.text()}`);
  });
  return errors;
}

const TEXTS = {
  en: { updated: 'Last updated Dec 31, 2026', year: '2026' },
  ar: { updated: 'آخر تحديث: 31 ديسمبر 2026', year: '2026' },
} as const;

test('the library was updated late on 31 December, UTC, which is 1 January in Riyadh', async ({
  page,
}) => {
  expect(updatedAt.startsWith('2026-12-31T2')).toBe(true);
  expect(new Date(updatedAt).getUTCHours()).toBeGreaterThanOrEqual(21);
  // The browser is in UTC+3: there the update was on 1 January 2027.
  expect(
    await page.evaluate((at) => [new Date(at).getFullYear(), new Date(at).getDate()], updatedAt),
  ).toEqual([2027, 1]);
});

for (const language of ['en', 'ar'] as const) {
  test(`a reader in UTC+3 sees the day and year the server drew, with no hydration error (${language})`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const response = await goto(page, `${base}/libraries/${LIBRARY_ID}?lang=${language}`);
    const html = await response!.text();
    // The server drew the day in UTC…
    expect(html.replace(/<[^>]+>/g, '')).toContain(TEXTS[language].updated);
    // …and the page the browser took over shows it still, in the element the server drew.
    await expect(page.getByText(TEXTS[language].updated)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(TEXTS[language].year);
    await expect(page.getByRole('contentinfo')).not.toContainText('2027');
    expect(errors).toEqual([]);
  });
}

test('the Open data page and an admin’s visit of the library hydrate without an error', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await goto(page, `${base}/data?lang=en`);
  await expect(page.getByRole('contentinfo')).toContainText('2026');
  // Signed in, the library's page shows its history (drawn by the browser, after the hydration).
  await page.addInitScript((stored) => {
    localStorage.setItem('token', stored.token);
    localStorage.setItem('user', JSON.stringify(stored.user));
  }, adminSession);
  await goto(page, `${base}/libraries/${LIBRARY_ID}?lang=en`);
  await expect(page.getByText(TEXTS.en.updated)).toBeVisible();
  expect(errors).toEqual([]);
});
