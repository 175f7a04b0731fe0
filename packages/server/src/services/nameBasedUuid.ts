import { createHash } from 'node:crypto';

/**
 * The UUID that `name` always gives within `namespace` (a UUID): version 5, SHA-1 based (RFC 9562
 * §5.5), so a thing with no row of its own (a removal, a batch of seeded libraries, a feed) keeps
 * the same identifier on every server and for ever.
 */
export function nameBasedUuid(namespace: string, name: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replaceAll('-', ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
