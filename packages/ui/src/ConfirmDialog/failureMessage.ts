import { serverMessage } from '../LoginDialog/index.ts';

/**
 * What a failed action says to the user (spec §8: "the error message, or" a generic one): the API's
 * message, else the rejection's own message, else the fallback given in the active language.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
