import type { ApiErrorCode } from '@libatlas/contracts';

/** One field's problem, as a 400 answer lists them (`path` like `lib_name.en`, `message` an i18n key). */
export interface ErrorDetail {
  path: string;
  message: string;
}

/** The short codes of design §5's error shape, by status. */
export const ERROR_CODES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  406: 'NotAcceptable',
  408: 'RequestTimeout',
  409: 'Conflict',
  411: 'LengthRequired',
  413: 'PayloadTooLarge',
  414: 'UriTooLong',
  415: 'UnsupportedMediaType',
  422: 'UnprocessableEntity',
  429: 'TooManyRequests',
  431: 'RequestHeaderFieldsTooLarge',
  500: 'InternalServerError',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
  504: 'GatewayTimeout',
  507: 'InsufficientStorage',
};

/** What an error adds to its answer beyond the status: a more precise code and headers. */
export interface HttpErrorOptions {
  /** The stable code the app translates; left out, the status's default code stands. */
  code?: ApiErrorCode | undefined;
  /** Headers of the answer, such as Retry-After. */
  headers?: Record<string, string> | undefined;
  /** Members the answer carries beside the usual ones (a conflict's current record). */
  body?: Record<string, unknown> | undefined;
}

/** An error a service throws on purpose; the error plugin answers it as it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: ErrorDetail[],
    readonly options: HttpErrorOptions = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message = 'Invalid request', details?: ErrorDetail[], code?: ApiErrorCode) {
    super(400, message, details, { code });
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Authentication required', code?: ApiErrorCode) {
    super(401, message, undefined, { code });
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You are not allowed to do this', code?: ApiErrorCode) {
    super(403, message, undefined, { code });
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, code?: ApiErrorCode) {
    super(409, message, undefined, { code });
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message: string, code?: ApiErrorCode) {
    super(413, message, undefined, { code });
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message: string) {
    super(415, message, undefined, { code: 'unsupportedFileType' });
  }
}

/** The server has no room for what was sent (the upload storage cap); not the file's own size. */
export class InsufficientStorageError extends HttpError {
  constructor(message: string) {
    super(507, message, undefined, { code: 'storageFull' });
  }
}
