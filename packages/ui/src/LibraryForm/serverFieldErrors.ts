/** A problem the API found with one field of a saved library: `path` as 'lib_name.en', 'contact.email'. */
export interface ServerFieldError {
  path: string;
  message: string;
}

function isFieldError(value: unknown): value is ServerFieldError {
  const candidate = value as Partial<ServerFieldError> | null;
  return typeof candidate?.path === 'string' && typeof candidate.message === 'string';
}

/**
 * The per-field problems a failed save carries: the `details` of the API's 400 body (design §5,
 * `[{ path, message }]`), read from the error's `body` (as the app's HttpError holds it) or from
 * the error itself; a `{ path: message }` map is read too. None for any other failure.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  const holder = error as { body?: { details?: unknown } | null; details?: unknown } | null;
  const details = holder?.body?.details ?? holder?.details;
  if (Array.isArray(details)) return details.filter(isFieldError);
  if (details && typeof details === 'object') {
    return Object.entries(details)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([path, message]) => ({ path, message }));
  }
  return [];
}
