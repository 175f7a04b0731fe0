import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { MAX_IMAGE_BYTES } from '@libatlas/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema';
import { DatabaseUploadStore } from '../src/storage/DatabaseUploadStore';
import { DiskUploadStore } from '../src/storage/DiskUploadStore';
import { sweepUploads } from '../src/storage/sweepUploads';
import type { UploadStore } from '../src/storage/UploadStore';
import { storedUploads } from './helpers/storedUploads';
import { createTestApp, type TestApp } from './helpers/testApp';

const DAY_AND_HOUR = 25 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function bytesOf(body: Buffer | Readable | null): Promise<Buffer | null> {
  if (body === null || Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Records an upload and stores its bytes in one transaction, as saveImage does. */
async function record(store: UploadStore, bytes: Buffer, createdAt = new Date()): Promise<string> {
  const name = `${randomUUID()}.png`;
  await t.db.transaction(async (tx) => {
    await tx.insert(uploads).values({ name, mime: 'image/png', size: bytes.length, createdAt });
    await store.write(tx, name, bytes);
  });
  return name;
}

// Both stores run over the suite's database (PGlite, or PostgreSQL with DATABASE_URL); the app
// takes the disk's on PGlite and the database's on PostgreSQL.
describe.each([
  ['on disk', () => new DiskUploadStore(t.db, t.config.dataDir)],
  ['in the database', () => new DatabaseUploadStore(t.db)],
])('the upload store %s', (_where, makeStore) => {
  it('gives back the very bytes written, up to the largest image, and null for an unknown name', async () => {
    const store = makeStore();
    // Every byte value, NUL included, and the 5 MiB an image may take.
    const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const largest = randomBytes(MAX_IMAGE_BYTES);
    for (const bytes of [every, largest]) {
      const name = await record(store, bytes);
      expect((await bytesOf(await store.read(name)))?.equals(bytes)).toBe(true);
    }
    expect(await store.read(`${randomUUID()}.png`)).toBeNull();
  });

  it('stores nothing when the transaction recording the upload fails', async () => {
    const store = makeStore();
    const before = await storedUploads(t.db, t.config.dataDir);
    const name = `${randomUUID()}.png`;
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(uploads).values({ name, mime: 'image/png', size: 3 });
        await store.write(tx, name, Buffer.from('png'));
        // The record names a user that does not exist: the commit never happens.
        await tx.update(uploads).set({ uploaderId: randomUUID() }).where(eq(uploads.name, name));
      }),
    ).rejects.toThrow();
    expect(await t.db.select().from(uploads).where(eq(uploads.name, name))).toEqual([]);
    if (store instanceof DatabaseUploadStore) {
      expect(await storedUploads(t.db, t.config.dataDir)).toEqual(before);
    }
  });

  it('loses the bytes of the uploads the sweep removes, keeps the others', async () => {
    const store = makeStore();
    const old = await record(store, Buffer.from('old'), new Date(Date.now() - DAY_AND_HOUR));
    const fresh = await record(store, Buffer.from('fresh'));
    expect(await sweepUploads(t.db, store, new Date())).toBeGreaterThanOrEqual(1);
    expect(await store.read(old)).toBeNull();
    expect(await storedUploads(t.db, t.config.dataDir)).not.toContain(old);
    expect((await bytesOf(await store.read(fresh)))?.toString()).toBe('fresh');
  });
});

describe('the database store opened over a former uploads folder', () => {
  it('takes the bytes of recorded uploads it lacks from the folder, and nothing else', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'libatlas-former-uploads-'));
    try {
      // Recorded by a server that kept its images on disk: a record, and its file.
      const former = `${randomUUID()}.png`;
      await t.db.insert(uploads).values({ name: former, mime: 'image/png', size: 6 });
      await writeFile(join(folder, former), 'former');
      // A file no record names, and a record whose file is gone.
      const stray = `${randomUUID()}.png`;
      await writeFile(join(folder, stray), 'stray');
      const lost = `${randomUUID()}.png`;
      await t.db.insert(uploads).values({ name: lost, mime: 'image/png', size: 4 });

      const store = await DatabaseUploadStore.open(t.db, folder);
      expect((await store.read(former))?.toString()).toBe('former');
      expect(await store.read(stray)).toBeNull();
      expect(await store.read(lost)).toBeNull();
      // A second server opening it over the same folder changes nothing.
      await DatabaseUploadStore.open(t.db, folder);
      expect((await store.read(former))?.toString()).toBe('former');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
