import { apiErrorCode } from './serverMessage.ts';

/** A problem the API found with one field of a saved form: `path` as 'lib_name.en', 'email'. */
export interface ServerFieldError {
  path: string;
  message: string;
}

function isFieldError(value: unknown): value is ServerFieldError {
  const candidate = value as Partial<ServerFieldError> | null;
  return typeof candidate?.path === 'string' && typeof candidate.message === 'string';
}

/** The field an error code is about, when it is about one (the message is its i18n key). */
const FIELD_OF_CODE: Record<string, string> = {
  emailTaken: 'email',
  mainAdminEmail: 'email',
  mainAdminRole: 'role',
  libraryIdTaken: 'id',
  libraryIdRemoved: 'id',
};

/**
 * The per-field problems a failed save carries: the `details` of the API's 400 body (design §5,
 * `[{ path, message }]`), read from the error's `body` (as the app's HttpError holds it) or from
 * the error itself; a `{ path: message }` map is read too; and a code that is about one field (a
 * taken email) as that field's problem. Messages are i18n keys. None for any other failure.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  const code = apiErrorCode(error);
  const field = code ? FIELD_OF_CODE[code] : undefined;
  if (field) return [{ path: field, message: `apiErrors.${code}` }];
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
