import { expect, test } from '@playwright/test';
import { newAccount } from '../journeys/session';
import { BACKEND_HEADER } from './backendHeader';

/** Failed sign-ins one account may take before each attempt must wait (server config.ts). */
const PER_ACCOUNT = 5;

test('wrong passwords for one account are counted across both servers', async ({ request }) => {
  const account = newAccount('Guessed Reader');
  expect((await request.post('/api/users', { data: account })).status()).toBe(201);
  const wrong = { email: account.email, password: 'not the password' };

  // The failures alternate between the two servers; together they reach the account's limit.
  for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
    const backend = String(attempt % 2);
    const response = await request.post('/api/users/login', {
      data: wrong,
      headers: { [BACKEND_HEADER]: backend },
    });
    expect(response.status(), `failure ${attempt + 1}`).toBe(401);
    expect(response.headers()[BACKEND_HEADER]).toBe(backend);
  }

  // Past it, both servers make the account wait, even for the right password.
  const [first, second] = await Promise.all(
    ['0', '1'].map((backend) =>
      request.post('/api/users/login', {
        data: backend === '0' ? wrong : account,
        headers: { [BACKEND_HEADER]: backend },
      }),
    ),
  );
  for (const [backend, response] of [
    ['0', first!],
    ['1', second!],
  ] as const) {
    expect(response.status(), `server ${backend}`).toBe(429);
    expect(response.headers()[BACKEND_HEADER]).toBe(backend);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
  }
});
