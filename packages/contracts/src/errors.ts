import { z } from 'zod';

/**
 * What went wrong, as a stable code the app translates (the `message` beside it is English, for
 * people reading logs and curl output). Every error answer carries one.
 */
export const API_ERROR_CODES = [
  'invalidRequest',
  'unauthorized',
  'invalidCredentials',
  'forbidden',
  'accountInactive',
  'mainAdminRole',
  'mainAdminEmail',
  'mainAdminStatus',
  'mainAdminDelete',
  'mainAdminPassword',
  'selfDelete',
  'selfDeactivate',
  'passwordTooWeak',
  'currentPasswordRequired',
  'currentPasswordWrong',
  'notFound',
  'conflict',
  'emailTaken',
  'libraryIdTaken',
  'libraryIdRemoved',
  'suggestionNotPending',
  'libraryConflict',
  'versionConflict',
  'notAProposal',
  'changeNotRevertible',
  'payloadTooLarge',
  'fileTooLarge',
  'unsupportedFileType',
  'noFile',
  'tooManyFiles',
  'storageFull',
  'rateLimited',
  'serverError',
  'unavailable',
  // Ask Library's (contracts' CHAT_ERROR_CODES).
  'chatRateLimited',
  'chatBudgetExhausted',
  'chatTimeout',
  'chatUnavailable',
  'chatProviderError',
  'chatInvalidResponse',
  'chatCancelled',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The code an answer gets when the server names nothing more precise, by status. */
export function defaultErrorCode(statusCode: number): ApiErrorCode {
  switch (statusCode) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 409:
      return 'conflict';
    case 413:
      return 'payloadTooLarge';
    case 415:
      return 'unsupportedFileType';
    case 429:
      return 'rateLimited';
    case 503:
      return 'unavailable';
    case 507:
      return 'storageFull';
    default:
      return statusCode >= 500 ? 'serverError' : 'invalidRequest';
  }
}

/** Every error the API answers (design §5); `details` lists per-field problems on a 400. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.enum(API_ERROR_CODES),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
