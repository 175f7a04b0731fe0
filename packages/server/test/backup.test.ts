import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@libatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, TINY_PNG } from './helpers/multipart';
import {
  REPO_ROOT,
  startServerProcess,
  type ProcessEnd,
  type ServerProcess,
} from './helpers/startServerProcess';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  libraryInput,
  onPostgres,
  uniqueEmail,
} from './helpers/testApp';

let root: string;
const running: ServerProcess[] = [];
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'libatlas-backup-'));
});
afterAll(async () => {
  await Promise.all(running.map((server) => server.crash()));
  await rm(root, { recursive: true, force: true });
});

async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess(dataDir);
  running.push(server);
  return server;
}

/** `npm run <script> -- <args>` from the repository root on DATA_DIR, as an operator types it. */
function npmRun(
  script: 'backup' | 'restore',
  dataDir: string,
  args: string[],
): Promise<ProcessEnd & { output: string }> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal, output }));
  });
}

async function call(
  server: ServerProcess,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body:
      options.json !== undefined
        ? JSON.stringify(options.json)
        : options.body && new Uint8Array(options.body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes, json: <T>() => JSON.parse(bytes.toString()) as T };
}

async function login(server: ServerProcess, email: string, password: string) {
  return call(server, 'POST', '/api/users/login', { json: { email, password } });
}

/** Everything a backup must carry, written through the API of a running server. */
async function writeContent(server: ServerProcess) {
  const admin = (await login(server, ADMIN_EMAIL, ADMIN_PASSWORD)).json<{ token: string }>().token;
  const user = { name: 'Amal', email: uniqueEmail('backup'), password: 'long-enough-1' };
  expect((await call(server, 'POST', '/api/users', { json: user })).status).toBe(201);

  const image = multipartBody([
    { field: 'image', filename: 'a.png', contentType: 'image/png', data: TINY_PNG },
  ]);
  const uploaded = await call(server, 'POST', '/api/upload/image', {
    token: admin,
    body: image.payload,
    headers: image.headers,
  });
  expect(uploaded.status).toBe(201);
  const imageUrl = uploaded.json<{ url: string }>().url;

  const created = await call(server, 'POST', '/api/libraries', {
    token: admin,
    json: libraryInput({ image: imageUrl }),
  });
  expect(created.status).toBe(201);
  const library = created.json<{ id: string }>();

  const settings: SiteSettings = {
    ...DEFAULT_SITE_SETTINGS,
    colorScheme: 'dark',
    ownerName: { en: 'Backup Team', ar: 'فريق النسخ' },
  };
  expect(
    (await call(server, 'PUT', '/api/settings', { token: admin, json: settings })).status,
  ).toBe(200);
  return { user, imageUrl, libraryId: library.id };
}

type Content = Awaited<ReturnType<typeof writeContent>>;

/** Reads the same answers from `restored` as from `original` for everything writeContent made. */
async function expectSameContent(
  restored: ServerProcess,
  original: ServerProcess,
  content: Content,
) {
  for (const path of [
    `/api/libraries/${content.libraryId}`,
    '/api/libraries',
    '/api/settings',
    `/api${content.imageUrl}`,
  ]) {
    const [a, b] = await Promise.all([call(restored, 'GET', path), call(original, 'GET', path)]);
    expect(a.status, path).toBe(200);
    expect(a.bytes.equals(b.bytes), path).toBe(true);
  }
  expect((await call(restored, 'GET', `/api${content.imageUrl}`)).bytes.equals(TINY_PNG)).toBe(
    true,
  );
  expect((await login(restored, content.user.email, content.user.password)).status).toBe(200);
  expect((await login(restored, ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
}

describe.skipIf(onPostgres)('npm run backup / npm run restore (PGlite in DATA_DIR)', () => {
  it('backs up a running server and restores into a fresh folder with the same data', async () => {
    const original = join(root, 'running');
    const server = await start(original);
    const content = await writeContent(server);

    const file = join(root, 'running.tar.gz');
    const backup = await npmRun('backup', original, [file]);
    expect(backup.output).toContain(file);
    expect(backup.output).toContain('from the running server');
    expect(backup.code).toBe(0);
    // The server kept the folder all along and still answers.
    expect((await call(server, 'GET', '/api/health')).status).toBe(200);

    const fresh = join(root, 'restored');
    const restore = await npmRun('restore', fresh, [file]);
    expect(restore.output).toContain(fresh);
    expect(restore.code).toBe(0);
    const restored = await start(fresh);
    await expectSameContent(restored, server, content);
  }, 120_000);

  it('backs up a stopped folder by opening it itself', async () => {
    const original = join(root, 'stopped');
    const server = await start(original);
    const content = await writeContent(server);
    await server.stop();

    const file = join(root, 'stopped.tar.gz');
    const backup = await npmRun('backup', original, [file]);
    expect(backup.output).toContain('from the stopped folder');
    expect(backup.code).toBe(0);
    expect((await npmRun('restore', join(root, 'stopped-restored'), [file])).code).toBe(0);
    const [again, restored] = [await start(original), await start(join(root, 'stopped-restored'))];
    await expectSameContent(restored, again, content);
  }, 120_000);

  it('refuses to restore into a folder in use or holding data, and to read a damaged archive', async () => {
    const dataDir = join(root, 'in-use');
    const server = await start(dataDir);
    await writeContent(server);
    const file = join(root, 'in-use.tar.gz');
    expect((await npmRun('backup', dataDir, [file])).code).toBe(0);

    const inUse = await npmRun('restore', dataDir, [file]);
    expect(inUse.code).not.toBe(0);
    expect(inUse.output).toContain(`process ${server.pid}`);

    await server.stop();
    const notEmpty = await npmRun('restore', dataDir, [file]);
    expect(notEmpty.code).not.toBe(0);
    expect(notEmpty.output).toContain('not empty');

    const damaged = join(root, 'damaged.tar.gz');
    const bytes = await readFile(file);
    await writeFile(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const fresh = join(root, 'from-damaged');
    const refused = await npmRun('restore', fresh, [damaged]);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('not a complete backup');
    expect(await readdir(fresh).catch(() => [])).toEqual([]);
  }, 120_000);
});
