import { HttpError } from '../errors/HttpError';

/**
 * Runs password hashing a few at a time. argon2 runs off the main thread, but each hash takes a
 * core and 19 MiB for tens of milliseconds: a burst of sign-ins would take every core and slow
 * every other request. Past `concurrency`, work waits its turn; past `maxWaiting` waiting, the
 * request is refused (503 with Retry-After) rather than queued without end.
 */
export class HashingQueue {
  #running = 0;
  readonly #waiting: (() => void)[] = [];
  /** The most hashes that ever ran at once (for tests and diagnostics). */
  peak = 0;

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running < this.concurrency) {
      this.#running += 1;
    } else {
      if (this.#waiting.length >= this.maxWaiting) {
        throw new HttpError(
          503,
          'The server is busy checking passwords; try again shortly',
          undefined,
          {
            code: 'unavailable',
            headers: { 'retry-after': '1' },
          },
        );
      }
      // A slot is handed over by the work that ends, without the count dropping in between.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    this.peak = Math.max(this.peak, this.#running);
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
