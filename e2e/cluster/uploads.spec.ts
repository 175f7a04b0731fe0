import { uploadResponseSchema } from '@libatlas/contracts';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, PIXEL_PNG } from '../journeys/session';
import { BACKEND_HEADER } from './backendHeader';

test('an image an admin uploads through one server is served by both', async ({ request }) => {
  const login = await request.post('/api/users/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };

  const upload = await request.post('/api/upload/image', {
    headers: { Authorization: `Bearer ${token}`, [BACKEND_HEADER]: '0' },
    multipart: { image: { name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG } },
  });
  expect(upload.status()).toBe(201);
  expect(upload.headers()[BACKEND_HEADER]).toBe('0');
  const { url } = uploadResponseSchema.parse(await upload.json());

  // Asked of each server in turn, then as the proxy's rotation falls: the same bytes every time.
  const servedBy = new Set<string>();
  for (const pinned of ['1', '0', undefined, undefined, undefined]) {
    const image = await request.get(`/api${url}`, {
      headers: pinned ? { [BACKEND_HEADER]: pinned } : {},
    });
    const backend = image.headers()[BACKEND_HEADER] ?? '';
    expect(image.status(), `server ${backend}`).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(Buffer.compare(await image.body(), PIXEL_PNG), `server ${backend}`).toBe(0);
    servedBy.add(backend);
  }
  expect([...servedBy].sort()).toEqual(['0', '1']);
});
