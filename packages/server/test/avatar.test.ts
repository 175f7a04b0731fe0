import { AVATAR_MAX_LENGTH, userSchema } from '@libatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './helpers/testApp';
import { TINY_GIF, TINY_JPEG, TINY_PNG, TINY_WEBP } from './helpers/multipart';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser('regular');
});
afterAll(async () => {
  await t?.close();
});

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

function saveAvatar(avatar: string) {
  return t.request('PUT', `/api/users/${user.id}`, { token: user.token, payload: { avatar } });
}

describe("a profile's avatar (an inline data string, spec §2 Profile)", () => {
  it.each([
    ['PNG', 'image/png', TINY_PNG],
    ['JPEG', 'image/jpeg', TINY_JPEG],
    ['JPEG as image/jpg', 'image/jpg', TINY_JPEG],
    ['GIF', 'image/gif', TINY_GIF],
  ])('takes a %s whose bytes are one', async (_kind, type, bytes) => {
    const avatar = dataUrl(type, bytes);
    const response = await saveAvatar(avatar);
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json()).avatar).toBe(avatar);
  });

  it.each([
    ['text labelled a PNG', 'image/png', Buffer.from('<script>alert(1)</script>')],
    [
      'an SVG labelled a GIF',
      'image/gif',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
    ['a GIF labelled a PNG', 'image/png', TINY_GIF],
    ['a WebP (not an avatar type)', 'image/webp', TINY_WEBP],
    ['nothing at all', 'image/png', Buffer.alloc(0)],
  ])(
    'refuses %s with 400 on the avatar field, and keeps the old one',
    async (_kind, type, bytes) => {
      const kept = dataUrl('image/png', TINY_PNG);
      expect((await saveAvatar(kept)).statusCode).toBe(200);
      const response = await saveAvatar(dataUrl(type, bytes));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        details: [expect.objectContaining({ path: 'avatar' })],
      });
      const profile = await t.request('GET', '/api/users/profile', { token: user.token });
      expect(profile.json().avatar).toBe(kept);
    },
  );

  it('refuses one past the size bound with 400, also at sign-up', async () => {
    const head = dataUrl('image/png', TINY_PNG);
    const long = head + 'A'.repeat(AVATAR_MAX_LENGTH - head.length + 4);
    const response = await saveAvatar(long);
    expect(response.statusCode).toBe(400);
    const signUp = await t.request('POST', '/api/users', {
      payload: { name: 'Big', email: 'big@example.test', password: 'long-enough-1', avatar: long },
    });
    expect(signUp.statusCode).toBe(400);
  });

  it('refuses a forged image at sign-up too', async () => {
    const response = await t.request('POST', '/api/users', {
      payload: {
        name: 'Forged',
        email: 'forged@example.test',
        password: 'long-enough-1',
        avatar: dataUrl('image/png', Buffer.from('not a picture')),
      },
    });
    expect(response.statusCode).toBe(400);
  });
});
