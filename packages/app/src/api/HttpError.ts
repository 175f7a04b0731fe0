import type { ErrorBody } from '@libatlas/contracts';

/** A non-2xx answer of the API, carrying the status and the parsed error body (design §5). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody> | null,
  ) {
    super(body?.message ?? `HTTP error! status: ${status}`);
    this.name = 'HttpError';
  }
}
