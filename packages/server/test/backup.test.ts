import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
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

const MiB = 1024 * 1024;

/** A ustar header of a regular file (tar-stream's own encoder is not exported). */
function ustarHeader(name: string, size: number): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write('0000644\0', 100);
  header.write('0000000\0', 108);
  header.write('0000000\0', 116);
  header.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  header.write('00000000000\0', 136);
  header.write(' '.repeat(8), 148);
  header.write('0', 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
}

/**
 * A crafted backup, small on disk and huge inflated: a valid backup.json listing `images` images,
 * a pglite.tar of 512 bytes, then each image as 1 MiB of zeros (gzip members may follow one
 * another, so one member of 1 MiB of zeros, about 1 kB, is repeated). With `declaredDatabaseBytes`
 * the archive stops at a pglite.tar header declaring that size: a restore must refuse it there.
 */
function craftedArchive(images: number, declaredDatabaseBytes?: number): Buffer {
  const names = Array.from(
    { length: images },
    (_, i) => `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000.png`,
  );
  const manifest = Buffer.from(
    JSON.stringify({
      format: 'libatlas-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      uploads: names,
    }),
  );
  const padding = Buffer.alloc((512 - (manifest.length % 512)) % 512);
  const database =
    declaredDatabaseBytes === undefined
      ? Buffer.concat([ustarHeader('pglite.tar', 512), Buffer.alloc(512)])
      : ustarHeader('pglite.tar', declaredDatabaseBytes);
  const members = [
    gzipSync(
      Buffer.concat([ustarHeader('backup.json', manifest.length), manifest, padding, database]),
    ),
  ];
  if (declaredDatabaseBytes !== undefined) return Buffer.concat(members);
  const zeros = gzipSync(Buffer.alloc(MiB));
  for (const name of names) members.push(gzipSync(ustarHeader(`uploads/${name}`, MiB)), zeros);
  members.push(gzipSync(Buffer.alloc(1024)));
  return Buffer.concat(members);
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

    // An operator can look inside with the usual tools.
    const unpacked = join(root, 'running-unpacked');
    await mkdir(unpacked);
    await promisify(execFile)('tar', ['-xzf', file, '-C', unpacked]);
    const imageName = content.imageUrl.split('/').pop()!;
    expect(await readdir(unpacked)).toEqual(
      expect.arrayContaining(['backup.json', 'pglite.tar', 'uploads']),
    );
    expect(JSON.parse(await readFile(join(unpacked, 'backup.json'), 'utf8'))).toMatchObject({
      format: 'libatlas-backup',
      uploads: expect.arrayContaining([imageName]) as unknown,
    });
    expect((await readFile(join(unpacked, 'uploads', imageName))).equals(TINY_PNG)).toBe(true);

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

describe.skipIf(onPostgres)(
  'a restore of a crafted archive stops where it inflates too far',
  () => {
    it('streams: 400 MiB inflated against a 256 MiB bound fails at the bound, in under 200 MB, leaving nothing', async () => {
      const file = join(root, 'crafted-images.tar.gz');
      await writeFile(file, craftedArchive(400));
      const dataDir = join(root, 'crafted-images');
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'packages/server/test/helpers/restoreWithBound.ts',
          file,
          dataDir,
          String(256 * MiB),
        ],
        { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await new Promise((resolve) => child.on('close', resolve));
      const result = JSON.parse(output) as { message: string | null; maxRssBytes: number };
      expect(result.message).toContain('the archive inflates past 256 MiB');
      // Holding it whole, as gunzipSync did, would take more than 400 MB.
      expect(result.maxRssBytes).toBeLessThan(200 * 1000 * 1000);
      expect(await readdir(dataDir).catch(() => [])).toEqual([]);
    }, 120_000);

    it('npm run restore refuses a file that declares more than 4 GiB before inflating it', async () => {
      const file = join(root, 'crafted-database.tar.gz');
      await writeFile(file, craftedArchive(0, 5 * 1024 * MiB));
      const dataDir = join(root, 'crafted-database');
      await mkdir(dataDir);
      const restore = await npmRun('restore', dataDir, [file]);
      expect(restore.code).not.toBe(0);
      expect(restore.output).toContain('Restore failed: ');
      expect(restore.output).toContain('the archive inflates past 4 GiB');
      expect(await readdir(dataDir)).toEqual([]);
    }, 120_000);
  },
);
