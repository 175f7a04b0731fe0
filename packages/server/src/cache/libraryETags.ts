import { librarySchema, type Library } from '@libatlas/contracts';
import { PrecompressedBody } from './PrecompressedBody';
import { serializeAnswer } from '../http/serializeAnswer';

/**
 * The strong ETags `GET /api/libraries/{id}` gives this version of a library, one per content
 * coding: the answer is made the same way as the read cache makes it, so the tag a client read
 * names the same text.
 */
export function libraryETags(library: Library): string[] {
  // A record that does not fit the contract is logged by the read path that answered it.
  const body = new PrecompressedBody(serializeAnswer(librarySchema, library, () => {}));
  return [body.etag('identity'), body.etag('br'), body.etag('gzip')];
}
