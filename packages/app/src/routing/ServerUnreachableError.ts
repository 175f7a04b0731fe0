/**
 * A page's code or texts could not be fetched because the server could not be reached at all (the
 * reader is offline, or the server is down), not because a new build replaced them: reloading would
 * only swap the app for the browser's own error page.
 */
export class ServerUnreachableError extends Error {
  constructor(
    cause: unknown,
    /** Forgets the failed load, so that the page's next drawing fetches it again. */
    readonly forget: () => void,
    /** Fetches the page again: settles once it is there, rejects when it failed again. */
    readonly retry: () => Promise<void>,
  ) {
    super('The server could not be reached', { cause });
    this.name = 'ServerUnreachableError';
  }
}
