const ENTITY_TAG = /(W\/)?("[^"]*")/g;

/**
 * Whether If-Match names one of these ETags (RFC 9110 §13.1.1): `*`, or any listed tag equal to
 * one by the strong comparison, so a weak tag (`W/"…"`) never matches. A header that lists no tag
 * it can read matches nothing.
 */
export function ifMatchHits(header: string, etags: readonly string[]): boolean {
  if (header.trim() === '*') return true;
  for (const [, weak, opaque] of header.matchAll(ENTITY_TAG)) {
    if (!weak && etags.includes(opaque!)) return true;
  }
  return false;
}
