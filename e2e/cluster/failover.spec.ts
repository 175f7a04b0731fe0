import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { newAccount } from '../journeys/session';
import { BACKEND_HEADER } from './backendHeader';
import { clusterControl } from './clusterControl';

/** Writes each of the two writers makes; the server is killed once a third of them are done. */
const WRITES_PER_WRITER = 24;
const KILL_AFTER = 16;

interface Write {
  content: string;
  status: number;
  backend: string | undefined;
  /** Whether the write was sent once the killed server had exited. */
  afterKill: boolean;
}

test.afterEach(async () => {
  // The next journey (and the next repeat of this one) starts with both servers.
  await clusterControl.start(1);
});

test('a server killed mid-journey loses no acknowledged write; the other serves on', async ({
  request,
}) => {
  const account = newAccount('Persistent Reader');
  expect((await request.post('/api/users', { data: account })).status()).toBe(201);
  const login = await request.post('/api/users/login', { data: account });
  const { token } = (await login.json()) as { token: string };
  const run = randomUUID();

  const writes: Write[] = [];
  let killed = false;
  let killing: Promise<void> | undefined;
  const write = async (api: APIRequestContext, content: string) => {
    const afterKill = killed;
    const response = await api.post('/api/suggestions', {
      data: { type: 'feature', content: { en: content, ar: '' } },
      headers: { Authorization: `Bearer ${token}` },
      failOnStatusCode: false,
    });
    writes.push({
      content,
      status: response.status(),
      backend: response.headers()[BACKEND_HEADER],
      afterKill,
    });
    // Killed while writes are on their way to it: some may be in its hands at that moment.
    if (writes.length === KILL_AFTER) {
      killing = clusterControl.kill(1).then(() => {
        killed = true;
      });
    }
  };
  await Promise.all(
    ['a', 'b'].map(async (writer) => {
      for (let i = 0; i < WRITES_PER_WRITER; i += 1) {
        await write(request, `Cluster write ${run} ${writer}${i}`);
      }
    }),
  );
  await killing;

  const acknowledged = writes.filter((w) => w.status === 201);
  // Both servers took writes before the kill; a write cut short by it may answer 502, nothing else.
  expect(new Set(acknowledged.filter((w) => !w.afterKill).map((w) => w.backend))).toEqual(
    new Set(['0', '1']),
  );
  expect(writes.filter((w) => w.status !== 201 && w.status !== 502)).toEqual([]);
  // Once the server is gone, every write is taken by the survivor.
  const afterKill = writes.filter((w) => w.afterKill);
  expect(afterKill.length).toBeGreaterThan(0);
  expect(afterKill.filter((w) => w.status !== 201 || w.backend !== '0')).toEqual([]);

  // Every acknowledged write is there, read through the proxy (now only from the survivor).
  for (let read = 0; read < 2; read += 1) {
    const list = await request.get('/api/suggestions');
    expect(list.status()).toBe(200);
    expect(list.headers()[BACKEND_HEADER]).toBe('0');
    const stored = new Set(
      ((await list.json()) as { content: { en: string } }[]).map((s) => s.content.en),
    );
    expect(acknowledged.filter((w) => !stored.has(w.content))).toEqual([]);
  }

  // Started again, the server takes its share once the proxy has seen it answer.
  await clusterControl.start(1);
  await expect
    .poll(
      async () =>
        (await request.get('/api/health', { headers: { [BACKEND_HEADER]: '1' } })).headers()[
          BACKEND_HEADER
        ],
      { timeout: 10_000 },
    )
    .toBe('1');
});
