export { failureMessage } from './failureMessage.ts';
export { serverFieldErrors, type ServerFieldError } from './serverFieldErrors.ts';
export { apiErrorCode, isApiFailure, serverMessage } from './serverMessage.ts';
export { useMessageText } from './useMessageText.ts';
