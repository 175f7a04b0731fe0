import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressPlugin } from '../../../scripts/precompressPlugin';
import { createTestApp, type TestApp } from './helpers/testApp';

function decoded(response: LightMyRequestResponse): string {
  const coding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  if (coding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (coding === 'gzip') return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/** Text of some size that compresses, as built files do. */
function filler(label: string, lines: number): string {
  return Array.from({ length: lines }, (_, i) => `${label} line ${i}: national libraries`).join(
    '\n',
  );
}

const INDEX = `<!doctype html><title>Atlas</title><div id="root"></div><!--${filler('index', 60)}-->`;
const MAIN_JS = `console.log(${JSON.stringify(filler('main', 80))});`;
/** A built file too small for the build to compress; the server compresses it on the fly. */
const STYLE_CSS = `/* ${filler('style', 80)} */ body { margin: 0 }`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('the built SPA, compressed at build time', () => {
  let spa: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'libatlas-spa-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), INDEX);
    await writeFile(join(dir, 'index.html.br'), brotliCompressSync(INDEX));
    await writeFile(join(dir, 'index.html.gz'), gzipSync(INDEX));
    await writeFile(join(dir, 'assets', 'main-abc123.js'), MAIN_JS);
    await writeFile(join(dir, 'assets', 'main-abc123.js.br'), brotliCompressSync(MAIN_JS));
    await writeFile(join(dir, 'assets', 'main-abc123.js.gz'), gzipSync(MAIN_JS));
    await writeFile(join(dir, 'assets', 'style-abc123.css'), STYLE_CSS);
    await writeFile(join(dir, 'assets', 'marker-abc123.png'), PNG);
    await mkdir(join(dir, '.vite'));
    await writeFile(
      join(dir, '.vite', 'manifest.json'),
      '{"src/main.tsx":{"file":"main-abc123.js"}}',
    );
    spa = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await spa?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends index.html in the coding asked for, re-read on every visit, for / and the history fallback', async () => {
    for (const url of ['/', '/libraries/fr-bnf']) {
      for (const [acceptEncoding, coding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await spa.request('GET', url, {
          headers: { accept: 'text/html', 'accept-encoding': acceptEncoding },
        });
        const label = `${url} ${acceptEncoding}`;
        expect(response.statusCode, label).toBe(200);
        expect(response.headers['content-encoding'], label).toBe(coding);
        expect(response.headers['content-type'], label).toMatch(/^text\/html/);
        expect(response.headers['cache-control'], label).toBe('no-cache');
        expect(decoded(response), label).toBe(INDEX);
      }
    }
    // A client that does not say it wants HTML (curl, a crawler) gets the page at / too.
    const root = await spa.request('GET', '/', { headers: { 'accept-encoding': 'br' } });
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-encoding']).toBe('br');
    expect(root.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends hashed assets precompressed and still immutable', async () => {
    const response = await spa.request('GET', '/assets/main-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(response)).toBe(MAIN_JS);

    const plain = await spa.request('GET', '/assets/main-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(MAIN_JS);
    expect(plain.headers.etag).not.toBe(response.headers.etag);
  });

  it("keeps the build's own files (the manifest under .vite/) to itself", async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/']) {
      const response = await spa.request('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('main-abc123');
    }
  });

  it('compresses on the fly a text file the build left alone, and never an image', async () => {
    const css = await spa.request('GET', '/assets/style-abc123.css', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['cache-control']).toContain('immutable');
    expect(decoded(css)).toBe(STYLE_CSS);

    const png = await spa.request('GET', '/assets/marker-abc123.png', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('JSON answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are compressed on the fly from 1 kB, as the client accepts', async () => {
    const plain = await t.request('GET', '/api/docs/json');
    for (const [acceptEncoding, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['deflate', undefined],
    ] as const) {
      const response = await t.request('GET', '/api/docs/json', {
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.headers['content-encoding'], acceptEncoding).toBe(coding);
      expect(decoded(response), acceptEncoding).toBe(plain.body);
    }
  });

  it('stay as they were below 1 kB, errors included', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const health = await t.request('GET', '/api/health', { headers });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
    const missing = await t.request('GET', '/api/nothing-here', { headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ statusCode: 404, error: 'NotFound' });
  });
});

describe('precompressPlugin', () => {
  it('writes a Brotli and a gzip copy beside each text file of 1 kB or more, and nothing else', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'libatlas-build-'));
    try {
      await mkdir(join(dir, 'assets'));
      await writeFile(join(dir, 'index.html'), INDEX);
      await writeFile(join(dir, 'assets', 'main.js'), MAIN_JS);
      await writeFile(join(dir, 'assets', 'tiny.js'), 'export {};');
      await writeFile(join(dir, 'assets', 'main.js.map'), `{"mappings":"${filler('map', 80)}"}`);
      await writeFile(join(dir, 'assets', 'marker.png'), PNG);
      const plugin = precompressPlugin();
      const writeBundle = plugin.writeBundle as (
        this: unknown,
        options: { dir?: string },
      ) => Promise<void>;
      await writeBundle.call({}, { dir });

      for (const [file, text] of [
        ['index.html', INDEX],
        ['assets/main.js', MAIN_JS],
      ] as const) {
        const br = await readFile(join(dir, `${file}.br`));
        const gz = await readFile(join(dir, `${file}.gz`));
        expect(brotliDecompressSync(br).toString('utf8'), file).toBe(text);
        expect(gunzipSync(gz).toString('utf8'), file).toBe(text);
        expect(br.length, file).toBeLessThan(gz.length);
      }
      for (const file of ['assets/tiny.js', 'assets/main.js.map', 'assets/marker.png']) {
        expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
        expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
