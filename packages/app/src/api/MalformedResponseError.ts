/**
 * A 2xx answer whose body is not what the call promises (not JSON, or not the expected shape): a
 * proxy's error page, a half-written body. The page treats it as a failed load, never as data.
 */
export class MalformedResponseError extends Error {
  constructor(readonly path: string) {
    super(`Malformed answer from ${path}`);
    this.name = 'MalformedResponseError';
  }
}
