import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startProxy } from '../../scripts/startProxy.mjs';
import { BACKEND_HEADER } from './backendHeader';

/** A stand-in backend: answers its index, and holds `/held` without ever answering. */
async function stubBackend(index: number, seen: string[], held: IncomingMessage[]) {
  const server = createServer((request, response) => {
    seen.push(`${index} ${request.url}`);
    if (request.url === '/held') {
      held.push(request);
      return;
    }
    response.end(String(index));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

test('a client who leaves before the answer keeps its server in the rotation, and is not sent to another', async () => {
  const seen: string[] = [];
  const held: IncomingMessage[] = [];
  const servers = [await stubBackend(0, seen, held), await stubBackend(1, seen, held)];
  // No health checks during the test: only what the proxy makes of the requests counts.
  const proxy = await startProxy({ backends: servers.map(urlOf), healthIntervalMs: 600_000 });
  try {
    const leaving = new AbortController();
    const abandoned = fetch(`${proxy.url}/held`, {
      headers: { [BACKEND_HEADER]: '1' },
      signal: leaving.signal,
    }).catch(() => 'left');
    await expect.poll(() => held.length).toBe(1);
    const endedOnTheBackend = once(held[0]!.socket, 'close');
    leaving.abort();
    expect(await abandoned).toBe('left');
    await endedOnTheBackend;

    const next = await fetch(`${proxy.url}/next`, { headers: { [BACKEND_HEADER]: '1' } });
    expect(next.headers.get(BACKEND_HEADER)).toBe('1');
    expect(proxy.backends.map((backend) => backend.up)).toEqual([true, true]);
    expect(seen).toEqual(['1 /held', '1 /next']);
  } finally {
    await proxy.close();
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  }
});
