import { randomBytes } from 'node:crypto';

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body with the given file parts (and text fields). */
export function multipartBody(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----libatlas${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const TINY_JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(32),
]);

export const TINY_WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0x00, 0x00, 0x00]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(18),
]);

/** A file of exactly `size` bytes that starts like a PNG. */
/** A 1×1 GIF. */
export const TINY_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

/** The first bytes of an AVIF file: an ISO media file with the AVIF brand. */
export const AVIF_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 0x1c]),
  Buffer.from('ftypavif', 'ascii'),
  Buffer.alloc(16),
]);

/** A 1×1 BMP: a 14-byte file header, a 40-byte DIB header and one 24-bit pixel (padded to 4). */
export const TINY_BMP = Buffer.from(
  'Qk06AAAAAAAAADYAAAAoAAAAAQAAAAEAAAABABgAAAAAAAQAAAATCwAAEwsAAAAAAAAAAAAA/wAAAA==',
  'base64',
);

export function pngOfSize(size: number): Buffer {
  const data = Buffer.alloc(size, 0x41);
  PNG_HEADER.copy(data, 0);
  return data;
}
