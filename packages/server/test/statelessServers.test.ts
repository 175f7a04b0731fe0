import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@libatlas/contracts';
import { errorBodySchema, uploadResponseSchema } from '@libatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { users } from '../src/db/schema';
import { createSession } from '../src/services/sessions';
import { multipartBody, pngOfSize } from './helpers/multipart';
import { startServerProcess, type ServerProcess } from './helpers/startServerProcess';
import { startStubModel, textChunks, usageChunk, type StubModel } from './helpers/stubModel';
import { freshPostgresDatabase, onPostgres, uniqueEmail } from './helpers/testApp';

const WRITE_LIMIT = 6;
const LOGIN_LIMIT = 3;
const QUESTION_LIMIT = 3;
const DAILY_TOKENS = 1_000;

/**
 * Two real server processes on one PostgreSQL database, each with a DATA_DIR of its own, as behind
 * a load balancer: whatever one of them was told, the other must know, and a limit counted on one
 * holds on both.
 */
describe.skipIf(!onPostgres)('several servers on one PostgreSQL database (PostgreSQL only)', () => {
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  let stub: StubModel;
  const folders: string[] = [];
  const servers: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await freshPostgresDatabase(process.env.DATABASE_URL!);
    stub = await startStubModel();
    const env = {
      DATABASE_URL: database.url,
      WRITE_RATE_LIMIT: String(WRITE_LIMIT),
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
      CHAT_BASE_URL: stub.url,
      CHAT_MODEL: 'stub-model',
      CHAT_RATE_LIMIT: String(QUESTION_LIMIT),
      CHAT_DAILY_TOKENS: String(DAILY_TOKENS),
    };
    // One after the other: the first applies the migrations.
    for (let i = 0; i < 2; i += 1) {
      const dataDir = await mkdtemp(join(tmpdir(), 'libatlas-cluster-'));
      folders.push(dataDir);
      servers.push(await startServerProcess(dataDir, env));
    }
    [a, b] = servers as [ServerProcess, ServerProcess];
    handle = await openDatabase({ databaseUrl: database.url, pgliteDataDir: 'memory://' });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await handle?.close();
    await stub?.close();
    await database?.drop();
    await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 60_000);

  /** A user with a live session, written straight to the shared database. */
  async function signedIn(role: Role): Promise<string> {
    const [row] = await handle.db
      .insert(users)
      .values({ name: `Cluster ${role}`, email: uniqueEmail(role), role, passwordHash: 'unused' })
      .returning();
    return createSession(handle.db, row!.id);
  }

  const send = (server: ServerProcess, path: string, token: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const ask = (server: ServerProcess, token: string) =>
    send(server, '/api/chat', token, {
      messages: [{ role: 'user', content: 'How many libraries are there?', timestamp: Date.now() }],
    });

  it('serves an image uploaded through one server from the other, with the same bytes, type and ETag', async () => {
    const admin = await signedIn('admin');
    const image = pngOfSize(200 * 1024);
    const { payload, headers } = multipartBody([
      { field: 'image', filename: 'a.png', contentType: 'image/png', data: image },
    ]);
    const uploaded = await fetch(`${a.url}/api/upload/image`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${admin}` },
      body: payload,
    });
    expect(uploaded.status).toBe(201);
    const { url } = uploadResponseSchema.parse(await uploaded.json());

    const fromA = await fetch(`${a.url}/api${url}`);
    const fromB = await fetch(`${b.url}/api${url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/png');
    expect(fromB.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await fromB.arrayBuffer()).equals(image)).toBe(true);
    const etag = fromA.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(fromB.headers.get('etag')).toBe(etag);
    const revalidated = await fetch(`${b.url}/api${url}`, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);

    // Neither server keeps the image on its own disk.
    for (const dir of folders) expect(await readdir(dir)).not.toContain('uploads');
  });

  it('counts writes across both servers: requests split between them hit 429 at the limit', async () => {
    const writer = await signedIn('regular');
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < WRITE_LIMIT + 2; i += 1) {
      const response = await send(i % 2 === 0 ? a : b, '/api/suggestions', writer, {
        type: 'feature',
        content: { en: `Idea ${i}`, ar: '' },
      });
      statuses.push(response.status);
      if (response.status === 429) limited = response;
      else await response.body?.cancel();
    }
    expect(statuses).toEqual([...Array(WRITE_LIMIT).fill(201), 429, 429]);
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorBodySchema.parse(await limited!.json())).toMatchObject({
      statusCode: 429,
      error: 'TooManyRequests',
    });
    // Another user is counted apart, on either server.
    expect(
      (
        await send(b, '/api/suggestions', await signedIn('regular'), {
          type: 'feature',
          content: { en: 'Calm', ar: '' },
        })
      ).status,
    ).toBe(201);
  });

  it('counts sign-in attempts per address and email across both servers', async () => {
    const attempt = (server: ServerProcess) =>
      fetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.test', password: 'wrong-password' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 1; i += 1) {
      statuses.push((await attempt(i % 2 === 0 ? a : b)).status);
    }
    expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(401), 429]);
  });

  it("counts the assistant's questions per user across both servers", async () => {
    stub.reply(() => ({ chunks: [...textChunks(['Forty.']), usageChunk(1)] }));
    const asker = await signedIn('premium');
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < QUESTION_LIMIT + 1; i += 1) {
      const response = await ask(i % 2 === 0 ? a : b, asker);
      statuses.push(response.status);
      if (response.status === 429) limited = response;
      else await response.body?.cancel();
    }
    expect(statuses).toEqual([...Array(QUESTION_LIMIT).fill(200), 429]);
    expect(await limited!.json()).toMatchObject({ statusCode: 429, code: 'chatRateLimited' });
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("counts the assistant's tokens per user and day across both servers", async () => {
    stub.reply(() => ({ chunks: [...textChunks(['Forty.']), usageChunk(600)] }));
    const spender = await signedIn('premium');
    expect((await ask(a, spender)).status).toBe(200);
    expect((await ask(b, spender)).status).toBe(200);
    const exhausted = await ask(a, spender);
    expect(exhausted.status).toBe(429);
    expect(await exhausted.json()).toMatchObject({ code: 'chatBudgetExhausted' });
  });
});
