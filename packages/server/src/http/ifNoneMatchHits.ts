const ENTITY_TAG = /(?:W\/)?("[^"]*")/g;

/**
 * Whether If-None-Match names this ETag (RFC 9110 §13.1.2): `*`, or any listed tag equal to it by
 * the weak comparison (a `W/` prefix is ignored).
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaqueTag = etag.replace(/^W\//, '');
  for (const [, opaque] of header.matchAll(ENTITY_TAG)) if (opaque === opaqueTag) return true;
  return false;
}
