import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SITE_SETTINGS, uploadResponseSchema } from '@libatlas/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploads } from '../src/db/schema';
import { DatabaseUploadStore } from '../src/storage/DatabaseUploadStore';
import { DiskUploadStore } from '../src/storage/DiskUploadStore';
import { sweepUploads, UNREFERENCED_UPLOAD_TTL_MS } from '../src/storage/sweepUploads';
import type { UploadStore } from '../src/storage/UploadStore';
import { multipartBody, TINY_PNG } from './helpers/multipart';
import { storedUploads } from './helpers/storedUploads';
import { createTestApp, libraryInput, onPostgres, type TestApp } from './helpers/testApp';

const HOUR = 60 * 60 * 1000;

let t: TestApp;
/** The store the app uses: the database's on PostgreSQL, DATA_DIR's on PGlite. */
let store: UploadStore;
beforeAll(async () => {
  t = await createTestApp();
  store = onPostgres ? new DatabaseUploadStore(t.db) : new DiskUploadStore(t.db, t.config.dataDir);
});
afterAll(async () => {
  await t?.close();
});

async function upload(): Promise<{ url: string; name: string }> {
  const { payload, headers } = multipartBody([
    { field: 'image', filename: 'a.png', contentType: 'image/png', data: TINY_PNG },
  ]);
  const response = await t.request('POST', '/api/upload/image', {
    token: t.admin.token,
    payload,
    headers,
  });
  expect(response.statusCode).toBe(201);
  const { url } = uploadResponseSchema.parse(response.json());
  return { url, name: url.replace('/uploads/', '') };
}

const served = async (url: string) => (await t.request('GET', `/api${url}`)).statusCode;
const files = async (dir = t.config.dataDir) =>
  readdir(join(dir, 'uploads')).catch(() => [] as string[]);
const stored = () => storedUploads(t.db, t.config.dataDir);

describe('unreferenced uploads are deleted after 24 hours', () => {
  it('keeps what a library, its history or the settings name, and a fresh upload', async () => {
    const forLibrary = await upload();
    const forHero = await upload();
    const replaced = await upload();
    const abandoned = await upload();

    const created = await t.request('POST', '/api/libraries', {
      token: t.admin.token,
      payload: libraryInput({ image: replaced.url }),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    // The library's image is replaced: the old one is still named by its history (Revert).
    const edited = await t.request('PUT', `/api/libraries/${id}`, {
      token: t.admin.token,
      payload: libraryInput({ image: forLibrary.url }),
    });
    expect(edited.statusCode).toBe(200);
    const saved = await t.request('PUT', '/api/settings', {
      token: t.admin.token,
      payload: { ...DEFAULT_SITE_SETTINGS, heroImage: forHero.url },
    });
    expect(saved.statusCode).toBe(200);

    // A day has not passed: nothing goes.
    expect(await sweepUploads(t.db, store, new Date(Date.now() + 23 * HOUR))).toBe(0);
    expect(await served(abandoned.url)).toBe(200);

    const fresh = await upload();
    // Pass the day for every upload but the fresh one.
    await t.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(uploads.name, abandoned.name));
    for (const kept of [forLibrary, forHero, replaced]) {
      await t.db
        .update(uploads)
        .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
        .where(eq(uploads.name, kept.name));
    }
    expect(await sweepUploads(t.db, store, new Date())).toBe(1);
    expect(await served(abandoned.url)).toBe(404);
    expect(await stored()).not.toContain(abandoned.name);
    for (const kept of [forLibrary, forHero, replaced, fresh]) {
      expect(await served(kept.url), kept.name).toBe(200);
      expect(await stored()).toContain(kept.name);
    }
  });

  it('sweeps again on its interval, by the injected clock', async () => {
    let time = Date.now();
    const ticking = await createTestApp({
      uploadClock: () => new Date(time),
      uploadSweepIntervalMs: 50,
    });
    try {
      const send = async () => {
        const { payload, headers } = multipartBody([
          { field: 'image', filename: 'a.png', contentType: 'image/png', data: TINY_PNG },
        ]);
        const response = await ticking.request('POST', '/api/upload/image', {
          token: ticking.admin.token,
          payload,
          headers,
        });
        return uploadResponseSchema.parse(response.json()).url;
      };
      const abandoned = await send();
      const kept = await send();
      await ticking.request('PUT', '/api/settings', {
        token: ticking.admin.token,
        payload: { ...DEFAULT_SITE_SETTINGS, heroImage: kept },
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await ticking.request('GET', `/api${abandoned}`)).statusCode).toBe(200);
      time = Date.now() + UNREFERENCED_UPLOAD_TTL_MS + 1000;
      await vi.waitFor(async () =>
        expect((await ticking.request('GET', `/api${abandoned}`)).statusCode).toBe(404),
      );
      expect((await ticking.request('GET', `/api${kept}`)).statusCode).toBe(200);
    } finally {
      await ticking.close();
    }
  });

  // Only files can outlive their record: the database's bytes leave with it (a foreign key).
  it.skipIf(onPostgres)(
    'at start, removes files no record names once they are a day old',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'libatlas-sweep-'));
      try {
        // A file left by a crash between writing and recording it, and one being written now.
        const dir = join(dataDir, 'uploads');
        await mkdir(dir, { recursive: true });
        const old = `${randomUUID()}.png`;
        const recent = `${randomUUID()}.png`;
        await writeFile(join(dir, old), TINY_PNG);
        await writeFile(join(dir, recent), TINY_PNG);
        const dayAgo = new Date(Date.now() - 25 * HOUR);
        await utimes(join(dir, old), dayAgo, dayAgo);
        const started = await createTestApp({ dataDir });
        try {
          expect(await files(dataDir)).toEqual([recent]);
        } finally {
          await started.close();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
