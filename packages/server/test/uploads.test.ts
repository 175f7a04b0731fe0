import { request as httpRequest } from 'node:http';
import { errorBodySchema, MAX_IMAGE_BYTES, uploadResponseSchema } from '@libatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema';
import { detectImageType } from '../src/services/imageType';
import { storedUploads } from './helpers/storedUploads';
import { createTestApp, type TestApp, type TestUser } from './helpers/testApp';
import {
  AVIF_HEAD,
  multipartBody,
  pngOfSize,
  TINY_BMP,
  TINY_GIF,
  TINY_JPEG,
  TINY_PNG,
  TINY_WEBP,
  type FilePart,
} from './helpers/multipart';

let t: TestApp;
let user: TestUser;
let premium: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser('regular');
  premium = await t.createUser('premium');
});
afterAll(async () => {
  await t?.close();
});

// Only admins upload (library images, the hero image): the default caller is the main admin.
function upload(
  files: FilePart[],
  token: string | null = t.admin.token,
  fields?: Record<string, string>,
  path = '/api/upload/image',
) {
  const { payload, headers } = multipartBody(files, fields);
  return t.request('POST', path, { token: token ?? undefined, payload, headers });
}

const uploadHero = (files: FilePart[], token: string | null = t.admin.token) =>
  upload(files, token, undefined, '/api/upload/image?purpose=hero');

function image(data: Buffer, filename = 'picture.png', contentType = 'image/png'): FilePart {
  return { field: 'image', filename, contentType, data };
}

const storedFiles = () => storedUploads(t.db, t.config.dataDir);

describe('POST /api/upload/image', () => {
  it.each([
    ['PNG', TINY_PNG, 'png', 'image/png'],
    ['JPEG', TINY_JPEG, 'jpg', 'image/jpeg'],
    ['WebP', TINY_WEBP, 'webp', 'image/webp'],
  ])(
    'stores a %s under a server-made name and serves it back',
    async (_kind, data, extension, mime) => {
      // The declared name and type are ignored: only the bytes count.
      const response = await upload([
        image(data, '../../evil name.gif', 'application/octet-stream'),
      ]);
      expect(response.statusCode).toBe(201);
      const { url } = uploadResponseSchema.parse(response.json());
      expect(url).toMatch(new RegExp(`^/uploads/[0-9a-f-]{36}\\.${extension}$`));

      const served = await t.request('GET', `/api${url}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      expect(served.rawPayload.equals(data)).toBe(true);
      expect(served.headers['content-length']).toBe(String(data.length));
      expect(served.headers.etag).toMatch(/^"[^"]+"$/);
    },
  );

  it('answers 304 to If-None-Match naming its strong ETag, with the caching headers and no body', async () => {
    const { url } = uploadResponseSchema.parse((await upload([image(TINY_PNG)])).json());
    const first = await t.request('GET', `/api${url}`);
    const etag = first.headers.etag as string;
    const again = await t.request('GET', `/api${url}`, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Another image's tag is not this one's.
    const { url: other } = uploadResponseSchema.parse((await upload([image(TINY_JPEG)])).json());
    const otherTag = (await t.request('GET', `/api${other}`)).headers.etag as string;
    expect(otherTag).not.toBe(etag);
    const mismatch = await t.request('GET', `/api${url}`, {
      headers: { 'if-none-match': otherTag },
    });
    expect(mismatch.statusCode).toBe(200);
    expect(mismatch.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('accepts exactly 5 MiB', async () => {
    const response = await upload([image(pngOfSize(MAX_IMAGE_BYTES))]);
    expect(response.statusCode).toBe(201);
    const served = await t.request('GET', `/api${response.json().url}`);
    expect(served.rawPayload.length).toBe(MAX_IMAGE_BYTES);
  });

  it('refuses 5 MiB + 1 byte with 413 and stores nothing', async () => {
    const before = await storedFiles();
    const response = await upload([image(pngOfSize(MAX_IMAGE_BYTES + 1))]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, error: 'PayloadTooLarge' });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses 5 MiB + 1 byte whose last byte comes in a later packet (413, nothing stored)', async () => {
    // Over a real socket: the body in two writes with a pause, the file's last byte in the second.
    const { payload, headers } = multipartBody([image(pngOfSize(MAX_IMAGE_BYTES + 1))]);
    const split = payload.indexOf(Buffer.from('\r\n\r\n')) + 4 + MAX_IMAGE_BYTES;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = await storedFiles();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        `${address}/api/upload/image`,
        {
          method: 'POST',
          headers: {
            ...headers,
            'content-length': String(payload.length),
            authorization: `Bearer ${t.admin.token}`,
          },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.write(payload.subarray(0, split));
      setTimeout(() => request.end(payload.subarray(split)), 300);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 413, code: 'fileTooLarge' });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses two files in one form with 400 and stores neither', async () => {
    const before = await storedFiles();
    const response = await upload([image(TINY_PNG), image(TINY_JPEG, 'b.jpg', 'image/jpeg')]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'tooManyFiles' });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an SVG, even named .png, with 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const part of [
      image(svg, 'logo.svg', 'image/svg+xml'),
      image(svg, 'logo.png', 'image/png'),
    ]) {
      const response = await upload([part]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: 'UnsupportedMediaType' });
    }
  });

  it('refuses a text file or script renamed .png, a GIF and an empty file with 415', async () => {
    const files = [
      Buffer.from('#!/bin/sh\nrm -rf /\n'),
      Buffer.from('<?php echo "hi"; ?>'),
      Buffer.from('GIF89a\x01\x00\x01\x00'),
      Buffer.alloc(0),
    ];
    for (const data of files) {
      const response = await upload([image(data, 'photo.png', 'image/png')]);
      expect(response.statusCode).toBe(415);
    }
    const rows = await t.db.select().from(uploads);
    expect(rows.every((row) => ['image/png', 'image/jpeg', 'image/webp'].includes(row.mime))).toBe(
      true,
    );
  });

  it('answers 400 with no file or a file in another field', async () => {
    const none = await upload([], t.admin.token, { note: 'no file here' });
    expect(none.statusCode).toBe(400);
    const other = await upload([{ ...image(TINY_PNG), field: 'file' }]);
    expect(other.statusCode).toBe(400);
  });

  it('answers 415 to a body that is not multipart', async () => {
    const response = await t.request('POST', '/api/upload/image', {
      token: t.admin.token,
      payload: { image: 'x' },
    });
    expect(response.statusCode).toBe(415);
    const raw = await t.request('POST', '/api/upload/image', {
      token: t.admin.token,
      payload: TINY_PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(raw.statusCode).toBe(415);
  });

  it('answers 400, not 500, to a broken multipart body', async () => {
    const response = await t.request('POST', '/api/upload/image', {
      token: t.admin.token,
      payload: 'garbage without boundaries',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(response.statusCode).toBe(400);
    const noBoundary = await t.request('POST', '/api/upload/image', {
      token: t.admin.token,
      payload: 'x',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    const unterminated = await t.request('POST', '/api/upload/image', {
      token: t.admin.token,
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(unterminated.statusCode).toBe(400);
  });

  it('is for admins only: a regular or premium account gets 403 and stores nothing', async () => {
    const before = await storedFiles();
    for (const caller of [user, premium]) {
      const response = await upload([image(TINY_PNG)], caller.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, code: 'forbidden' });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('needs a token (401) and stores nothing for a visitor', async () => {
    const before = await t.db.select().from(uploads);
    const response = await upload([image(TINY_PNG)], null);
    expect(response.statusCode).toBe(401);
    expect(await t.db.select().from(uploads)).toEqual(before);
  });
});

describe('GET /api/uploads/{name}', () => {
  it('answers 404 for unknown names and any path trick', async () => {
    for (const name of [
      '00000000-0000-4000-8000-000000000000.png',
      '..%2F..%2Fetc%2Fpasswd',
      '..%2Fpglite',
      'x.svg',
      '%2e%2e',
    ]) {
      const response = await t.request('GET', `/api/uploads/${name}`);
      expect(response.statusCode, name).toBe(404);
    }
    const traversal = await t.request('GET', '/api/uploads/../../package.json');
    expect(traversal.statusCode).toBe(404);
  });
});

describe('POST /api/upload/image?purpose=hero', () => {
  it.each([
    ['GIF', TINY_GIF, 'gif', 'image/gif'],
    ['AVIF', AVIF_HEAD, 'avif', 'image/avif'],
    ['BMP', TINY_BMP, 'bmp', 'image/bmp'],
    ['PNG', TINY_PNG, 'png', 'image/png'],
  ])('takes a %s from an admin and serves it back', async (_kind, data, extension, mime) => {
    const response = await uploadHero([image(data, 'hero.bin', 'application/octet-stream')]);
    expect(response.statusCode).toBe(201);
    const { url } = uploadResponseSchema.parse(response.json());
    expect(url).toMatch(new RegExp(`^/uploads/[0-9a-f-]{36}\\.${extension}$`));
    const served = await t.request('GET', `/api${url}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(mime);
    expect(served.rawPayload.equals(data)).toBe(true);
  });

  it('still refuses an SVG, by its bytes, with 415 and the unsupportedFileType code', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
    const before = await storedFiles();
    for (const part of [
      image(svg, 'hero.svg', 'image/svg+xml'),
      image(svg, 'hero.gif', 'image/gif'),
    ]) {
      const response = await uploadHero([part]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'unsupportedFileType' });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('is for admins only (403), and a GIF stays refused as a library image (415)', async () => {
    const refused = await uploadHero([image(TINY_GIF)], user.token);
    expect(refused.statusCode).toBe(403);
    expect((await upload([image(TINY_GIF)], t.admin.token)).statusCode).toBe(415);
    const unknown = await upload(
      [image(TINY_PNG)],
      t.admin.token,
      undefined,
      '/api/upload/image?purpose=logo',
    );
    expect(unknown.statusCode).toBe(400);
  });
});

describe('detectImageType', () => {
  it('recognises JPEG, PNG, WebP, GIF, AVIF and BMP by their bytes only', () => {
    expect(detectImageType(TINY_PNG)?.mime).toBe('image/png');
    expect(detectImageType(TINY_JPEG)?.mime).toBe('image/jpeg');
    expect(detectImageType(TINY_WEBP)?.mime).toBe('image/webp');
    expect(detectImageType(TINY_GIF)?.mime).toBe('image/gif');
    expect(detectImageType(AVIF_HEAD)?.mime).toBe('image/avif');
    expect(detectImageType(TINY_BMP)?.mime).toBe('image/bmp');
    expect(detectImageType(Buffer.from('BM not a bitmap header'))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(detectImageType(Buffer.from([0x89, 0x50]))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe('the upload storage cap', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ uploadStorageLimit: 1024 * 1024 });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('answers 507 in the error shape once the stored uploads would pass it, and stores nothing', async () => {
    const send = (data: Buffer) => {
      const { payload, headers } = multipartBody([image(data)]);
      return small.request('POST', '/api/upload/image', {
        token: small.admin.token,
        payload,
        headers,
      });
    };
    expect((await send(pngOfSize(600 * 1024))).statusCode).toBe(201);
    const stored = await storedUploads(small.db, small.config.dataDir);
    const refused = await send(pngOfSize(600 * 1024));
    expect(refused.statusCode).toBe(507);
    expect(errorBodySchema.parse(refused.json())).toMatchObject({
      statusCode: 507,
      error: 'InsufficientStorage',
      code: 'storageFull',
    });
    expect(await storedUploads(small.db, small.config.dataDir)).toEqual(stored);
    // What still fits is taken.
    expect((await send(TINY_PNG)).statusCode).toBe(201);
  });
});
