import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ChatEventDecoder, errorBodySchema, type ChatStreamEvent } from '@libatlas/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './helpers/startServerProcess';
import { startStubModel, textChunks, type StubModel } from './helpers/stubModel';
import { ADMIN_EMAIL, ADMIN_PASSWORD, freshPostgresDatabase, onPostgres } from './helpers/testApp';

/** main.ts's DRAIN_MS: how long requests in flight may take once a shutdown starts. */
const DRAIN_MS = 10_000;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server process on a fresh DATA_DIR (and, with DATABASE_URL, a fresh database). */
async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'libatlas-drain-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const postgres = onPostgres ? await freshPostgresDatabase(process.env.DATABASE_URL!) : undefined;
  if (postgres) cleanups.push(() => postgres.drop());
  const server = await startServerProcess(dataDir, {
    ...env,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  cleanups.push(() => server.crash());
  return server;
}

/** A raw HTTP/1.1 connection: what it was sent is up to the test, what came back is `received`. */
interface Connection {
  socket: Socket;
  /** Everything the server sent, once it closed the connection. */
  received: Promise<string>;
  closed: Promise<void>;
}

function open(port: number): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.once('error', reject);
    socket.once('connect', () => resolve({ socket, closed, received: closed.then(() => text) }));
  });
}

/** Whether a new connection is refused (the server no longer listens). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function waitUntil(check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so after ${ms} ms`);
    await sleep(25);
  }
}

/** One HTTP/1.1 answer as text: its status, headers (lower-case names) and body. */
function parseAnswer(text: string) {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

function signOff(server: ServerProcess): { sentAt: number } {
  const sentAt = Date.now();
  server.child.kill('SIGTERM');
  return { sentAt };
}

describe('SIGTERM drains the server', () => {
  it('lets a request in flight finish, refuses new connections, answers /api/ready 503, exits 0', async () => {
    const server = await start();
    const port = Number(new URL(server.url).port);

    // An idle keep-alive connection, its one request answered: closed when the drain starts.
    const idle = await open(port);
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: atlas\r\n\r\n');
    await waitUntil(async () => idle.socket.bytesRead > 0, 5_000);

    // A sign-in whose body is on its way, sent slowly, as over a poor connection.
    const body = JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const slow = await open(port);
    slow.socket.write(
      'POST /api/users/login HTTP/1.1\r\nHost: atlas\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: slow-sign-in\r\n\r\n${body.slice(0, 8)}`,
    );
    // A readiness probe whose headers are not complete yet (a load balancer's open connection).
    const probe = await open(port);
    probe.socket.write('GET /api/ready HTTP/1.1\r\nHost: atlas\r\n');
    await sleep(300);

    const { sentAt } = signOff(server);
    await waitUntil(() => refused(port), 5_000);
    await idle.closed;

    probe.socket.write('\r\n');
    const ready = parseAnswer(await probe.received);
    expect(ready.status).toBe(503);
    expect(ready.headers.connection).toBe('close');
    expect(errorBodySchema.parse(JSON.parse(ready.body))).toMatchObject({
      statusCode: 503,
      code: 'unavailable',
      message: 'The server is shutting down',
    });

    for (let at = 8; at < body.length; at += 8) {
      slow.socket.write(body.slice(at, at + 8));
      await sleep(150);
    }
    const signIn = parseAnswer(await slow.received);
    expect(signIn.status).toBe(200);
    expect(signIn.headers['x-request-id']).toBe('slow-sign-in');
    expect(signIn.headers.connection).toBe('close');
    expect(JSON.parse(signIn.body)).toMatchObject({ token: expect.any(String) });

    expect(await server.ended).toEqual({ code: 0, signal: null });
    // Well before the deadline: no connection held the drain once its answer was sent.
    expect(Date.now() - sentAt).toBeLessThan(DRAIN_MS - 2_000);
    expect(server.output()).not.toContain('still running');
  }, 60_000);

  it('closes what is still running at the deadline and exits', async () => {
    const server = await start();
    const port = Number(new URL(server.url).port);
    const stuck = await open(port);
    stuck.socket.write(
      'POST /api/users/login HTTP/1.1\r\nHost: atlas\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"email":',
    );
    await sleep(300);

    const { sentAt } = signOff(server);
    await waitUntil(() => refused(port), 5_000);
    await stuck.closed;
    const cutAfter = Date.now() - sentAt;
    expect(await server.ended).toEqual({ code: 0, signal: null });
    expect(cutAfter).toBeGreaterThanOrEqual(DRAIN_MS - 100);
    expect(Date.now() - sentAt).toBeLessThan(DRAIN_MS + 4_000);
    expect(server.output()).toContain(`requests still running after ${DRAIN_MS} ms`);
  }, 60_000);

  describe('with a chat stream open', () => {
    let stub: StubModel;
    afterEach(async () => {
      await stub?.close();
    });

    it('ends the stream with an error event at once and drops the model call', async () => {
      stub = await startStubModel();
      // The model writes its first words, then nothing more.
      stub.reply(() => ({
        chunks: textChunks(['The national ', 'library']).slice(0, 2),
        hang: true,
      }));
      const server = await start({ CHAT_BASE_URL: stub.url, CHAT_MODEL: 'stub-model' });
      const login = await fetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };

      const response = await fetch(`${server.url}/api/chat/stream`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messages: [{ role: 'user', content: 'Which libraries are in Egypt?', timestamp: 1 }],
        }),
      });
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const decoder = new ChatEventDecoder();
      const text = new TextDecoder();
      const events: ChatStreamEvent[] = [];
      let sentAt = 0;
      for await (const bytes of response.body!) {
        events.push(...decoder.push(text.decode(bytes, { stream: true })));
        if (sentAt === 0 && events.some((event) => event.type === 'delta')) {
          sentAt = signOff(server).sentAt;
        }
      }
      expect(sentAt).toBeGreaterThan(0);
      expect(events[0]).toEqual({ type: 'delta', text: 'The national ' });
      expect(events.at(-1)).toMatchObject({
        type: 'error',
        statusCode: 503,
        code: 'chatUnavailable',
        message: 'The server is shutting down: ask again',
      });
      const dropped = await Promise.race([
        stub.calls[0]!.dropped.then(() => 'dropped'),
        sleep(3_000).then(() => 'still asked'),
      ]);
      expect(dropped).toBe('dropped');
      expect(await server.ended).toEqual({ code: 0, signal: null });
      expect(Date.now() - sentAt).toBeLessThan(DRAIN_MS - 2_000);
    }, 60_000);
  });
});
