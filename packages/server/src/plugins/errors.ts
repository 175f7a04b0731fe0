import { defaultErrorCode, type ApiErrorCode, type ErrorBody } from '@libatlas/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isUniqueViolation, sqlState } from '../db/errors';
import { ERROR_CODES, HttpError, type ErrorDetail } from '../errors/HttpError';
import type { PageServer } from '../routes/createPageServer';
import { FILE_TOO_LARGE_MESSAGE } from '../services/uploads';

export interface ErrorsPluginOptions extends Record<string, unknown> {
  /**
   * The app's pages, when it is built: an unknown address outside /api that could be a page (no
   * file extension) gets the app's not-found page, with its 404.
   */
  pages: PageServer | null;
}

/**
 * A file (`/favicon.ico`, `/assets/old-chunk.js`) or the build's own folders (`/.vite/`), not a
 * page.
 */
const NOT_A_PAGE = /\.[a-z0-9]+$|\/\./i;

/** An error answer in design §5's shape, with its code. */
export function errorBody(
  statusCode: number,
  message: string,
  details?: ErrorDetail[],
  code: ApiErrorCode = defaultErrorCode(statusCode),
): ErrorBody {
  return {
    statusCode,
    error: ERROR_CODES[statusCode] ?? 'Error',
    code,
    message,
    ...(details ? { details } : {}),
  };
}

/** `/lib_name/en` → `lib_name.en`; the whole body (or params) when the path is empty. */
function detailPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || (context ?? 'body');
}

/** Errors of the multipart plugin and of Fastify's body parsing, in design §5's words. */
const KNOWN_CODES: Record<string, { statusCode: number; message: string; code?: ApiErrorCode }> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    statusCode: 415,
    message: 'Send the image as multipart/form-data',
  },
  FST_REQ_FILE_TOO_LARGE: {
    statusCode: 413,
    message: FILE_TOO_LARGE_MESSAGE,
    code: 'fileTooLarge',
  },
  // The form takes one file (spec §9): a second is a malformed request, not a large one.
  FST_FILES_LIMIT: { statusCode: 400, message: 'Send one file at a time', code: 'tooManyFiles' },
  FST_PARTS_LIMIT: { statusCode: 413, message: 'Too many parts in this form' },
  FST_FIELDS_LIMIT: { statusCode: 413, message: 'Too many fields in this form' },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, message: 'Request body is too large' },
};

/** SQLSTATE class 22: the database could not take a value as given (bad text, number out of range). */
function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}

/**
 * The one place errors become answers: `{ statusCode, error, message, details? }` (design §5).
 * Client mistakes get their 4xx; anything unexpected is logged and answered 500 without detail.
 */
export const errorsPlugin = fp<ErrorsPluginOptions>(async (app, options) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: detailPath(issue.instancePath, error.validationContext),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.code(400).send(errorBody(400, 'Invalid request', details));
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.options.headers ?? {})
        .send({
          ...errorBody(error.statusCode, error.message, error.details, error.options.code),
          ...error.options.body,
        });
    }
    const known = error.code ? KNOWN_CODES[error.code] : undefined;
    if (known) {
      return reply
        .code(known.statusCode)
        .send(errorBody(known.statusCode, known.message, undefined, known.code));
    }
    if (error.validation) {
      const details = error.validation.map((issue) => ({
        path: detailPath(issue.instancePath, error.validationContext),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.code(400).send(errorBody(400, 'Invalid request', details));
    }
    const status = error.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, error.message));
    }
    if (isUniqueViolation(error)) {
      return reply.code(409).send(errorBody(409, 'This conflicts with an existing record'));
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'database refused a value');
      return reply.code(400).send(errorBody(400, 'Invalid value'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(errorBody(500, 'Internal server error'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage =
      options.pages !== null &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      path !== '/api' &&
      !path.startsWith('/api/') &&
      !NOT_A_PAGE.test(path);
    if (wantsPage) return options.pages!.send(request, reply);
    return reply.code(404).send(errorBody(404, `Route ${request.method} ${path} not found`));
  });
});
