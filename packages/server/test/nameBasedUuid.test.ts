import { describe, expect, it } from 'vitest';
import { nameBasedUuid } from '../src/services/nameBasedUuid';

describe('nameBasedUuid', () => {
  it("gives RFC 9562's own example: www.example.com in the DNS namespace", () => {
    // RFC 9562 Appendix A.4 (UUIDv5 example).
    expect(nameBasedUuid('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('gives each name its own id, the same every time', () => {
    const namespace = '0c6a4d5e-7f3b-4c1a-9e2d-5b8f1a6c3d47';
    const id = nameBasedUuid(namespace, 'removed fr-bnf');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(nameBasedUuid(namespace, 'removed fr-bnf')).toBe(id);
    expect(nameBasedUuid(namespace, 'removed fr-bnf2')).not.toBe(id);
  });
});
