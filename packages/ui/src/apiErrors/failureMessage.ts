import { isApiFailure, serverMessage } from './serverMessage.ts';

/**
 * What a failed action says to the user (spec §8: "the error message, or" a generic one): for an
 * answer of the API, the translation of its code or the fallback; for the app's own failure (a plain
 * Error, made in the user's language), its message; for anything else (a network TypeError, whose
 * text is the browser's English), the fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (isApiFailure(error)) return fallback;
  if (error instanceof Error && error.name === 'Error' && error.message.trim() !== '') {
    return error.message;
  }
  return fallback;
}
