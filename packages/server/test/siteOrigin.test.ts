import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { siteOrigin } from '../src/http/siteOrigin';

const app = Fastify();
app.get('/origin', async (request) => siteOrigin(request, undefined));
app.get('/public', async (request) => siteOrigin(request, 'https://atlas.example.org'));

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});

async function originFor(host: string, url = '/origin'): Promise<string> {
  return (await app.inject({ method: 'GET', url, headers: { host } })).body;
}

/** The answer over a real socket, whose local port the fallback names. */
function originOverSocket(host: string): Promise<string> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path: '/origin', headers: { host } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(body));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('siteOrigin', () => {
  it.each([
    ['atlas.example.org', 'http://atlas.example.org'],
    ['Atlas.Example.ORG:8443', 'http://atlas.example.org:8443'],
    ['localhost:3000', 'http://localhost:3000'],
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['[::1]:3000', 'http://[::1]:3000'],
    ['[2001:db8::1]', 'http://[2001:db8::1]'],
    ['xn--mgbh0fb.example', 'http://xn--mgbh0fb.example'],
  ])('takes the Host %s as %s', async (host, origin) => {
    expect(await originFor(host)).toBe(origin);
  });

  it.each([
    'evil.example/<script>',
    'evil.example/path',
    'user@evil.example',
    'evil.example:99999',
    'evil.example:0',
    'evil.example:80:80',
    '[not-an-ip]',
    '[::1',
    '-evil.example',
    'evil..example',
    'evil example',
    'evil.example"onload="x',
    'évil.example',
    `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.example`,
  ])('refuses the Host %s and falls back to localhost', async (host) => {
    const origin = await originFor(host);
    expect(origin).toMatch(/^http:\/\/localhost(:\d+)?$/);
    expect(origin).not.toContain('evil');
  });

  it('falls back to localhost on the port the request came in on', async () => {
    const { port } = app.server.address() as AddressInfo;
    expect(await originOverSocket('evil.example/<script>')).toBe(`http://localhost:${port}`);
    expect(await originOverSocket(`atlas.example.org:${port}`)).toBe(
      `http://atlas.example.org:${port}`,
    );
  });

  it('prefers PUBLIC_URL to any Host', async () => {
    expect(await originFor('other.example', '/public')).toBe('https://atlas.example.org');
    expect(await originFor('evil.example/<script>', '/public')).toBe('https://atlas.example.org');
  });
});

describe('PUBLIC_URL', () => {
  it('is unset by default', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: ' ' }).publicUrl).toBeUndefined();
  });

  it.each([
    ['https://atlas.example.org', 'https://atlas.example.org'],
    ['https://atlas.example.org/', 'https://atlas.example.org'],
    ['HTTP://Atlas.Example.org:8080/', 'http://atlas.example.org:8080'],
    ['https://atlas.example.org:443', 'https://atlas.example.org'],
  ])('reads %s as the origin %s', (raw, origin) => {
    expect(loadConfig({ PUBLIC_URL: raw }).publicUrl).toBe(origin);
  });

  it.each([
    'atlas.example.org',
    '/atlas',
    'ftp://atlas.example.org',
    'https://atlas.example.org/atlas',
    'https://atlas.example.org/?lang=ar',
    'https://atlas.example.org/#top',
    'https://user:secret@atlas.example.org',
  ])('refuses %s', (raw) => {
    expect(() => loadConfig({ PUBLIC_URL: raw })).toThrow(ConfigError);
  });
});
