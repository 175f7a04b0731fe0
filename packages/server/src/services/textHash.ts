import { createHash } from 'node:crypto';

/** What names a text in a strong ETag: its SHA-256, as 27 base64url characters. */
export function textHash(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 27);
}
