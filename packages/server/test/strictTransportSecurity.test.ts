import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';

// RFC 6797 §7.2: a server must not send Strict-Transport-Security over plain HTTP (issue 28, noted).

const HSTS = 'max-age=31536000; includeSubDomains';

describe('Strict-Transport-Security', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp();
    // Behind a TLS-terminating proxy whose X-Forwarded-Proto the server believes (TRUST_PROXY).
    proxied = await createTestApp({ trustProxy: true });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  it('is not sent over plain HTTP, to an answer or an error', async () => {
    for (const url of ['/api/settings', '/api/no-such-route', '/api/users/profile']) {
      const response = await direct.request('GET', url);
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      // The other security headers are still there.
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('is not sent on a forwarded scheme the server does not trust', async () => {
    const response = await direct.request('GET', '/api/settings', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when the request came over https', async () => {
    for (const url of ['/api/settings', '/api/no-such-route']) {
      const response = await proxied.request('GET', url, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security'], url).toBe(HSTS);
    }
    const plain = await proxied.request('GET', '/api/settings', {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
