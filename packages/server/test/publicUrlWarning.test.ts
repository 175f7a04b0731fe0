import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './helpers/startServerProcess';

// Issue 28, noted: without PUBLIC_URL the absolute links of a page (canonical, hreflang) name the
// Host its request gave, which a client may forge (any plain host[:port] is taken). A server in
// production says so once, as it starts.

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function startOutput(env: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'libatlas-public-url-'));
  dirs.push(dir);
  const server = await startServerProcess(dir, env);
  // fetch() writes its own Host: node:http sends the one given.
  const robots = await new Promise<string>((resolve, reject) => {
    get(`${server.url}/robots.txt`, { headers: { host: 'evil.example' } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve(text));
    }).on('error', reject);
  });
  await server.stop();
  return `${server.output()}\n--- robots.txt ---\n${robots}`;
}

describe('PUBLIC_URL at start-up', () => {
  it('in production without it, the server warns that links follow the Host header', async () => {
    const output = await startOutput({ NODE_ENV: 'production' });
    expect(output).toMatch(/PUBLIC_URL is not set/);
    // What it warns of: the forged host is the one the links name.
    expect(output).toContain('Sitemap: http://evil.example/sitemap.xml');
  }, 60_000);

  it('with it, the server says nothing, and a forged Host reaches no link', async () => {
    const output = await startOutput({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://atlas.example.org',
    });
    expect(output).not.toMatch(/PUBLIC_URL is not set/);
    expect(output).toContain('Sitemap: https://atlas.example.org/sitemap.xml');
    expect(output).not.toContain('evil.example/');
  }, 60_000);
});
