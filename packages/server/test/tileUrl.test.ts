import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_TILE_URL, loadConfig } from '../src/config';
import { contentSecurityPolicy } from '../src/plugins/security';
import { createTestApp, type TestApp } from './helpers/testApp';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

/** The CSP's img-src sources, as the browser reads them. */
function imageSources(csp: string): string[] {
  const directive = csp.split(';').find((part) => part.trim().startsWith('img-src'));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

describe('TILE_URL', () => {
  it('is OpenStreetMap when unset, none when set empty, and the given template otherwise', () => {
    expect(loadConfig({}).tileUrl).toBe(DEFAULT_TILE_URL);
    expect(loadConfig({ TILE_URL: '' }).tileUrl).toBe('');
    expect(loadConfig({ TILE_URL: '   ' }).tileUrl).toBe('');
    expect(loadConfig({ TILE_URL: ' https://tiles.example.org/{z}/{x}/{y}.png ' }).tileUrl).toBe(
      'https://tiles.example.org/{z}/{x}/{y}.png',
    );
  });

  it('names no tile server in the CSP when empty', () => {
    expect(contentSecurityPolicy('').directives.imgSrc).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
    ]);
  });

  it('sends the empty tile URL to the app and allows no tile server beyond https images', async () => {
    const t = await createTestApp({ tileUrl: loadConfig({ TILE_URL: '' }).tileUrl });
    apps.push(t);
    const settings = await t.request('GET', '/api/settings');
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({ tileUrl: '' });
    const csp = String(settings.headers['content-security-policy']);
    expect(imageSources(csp)).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp).not.toContain('openstreetmap');
  });
});
