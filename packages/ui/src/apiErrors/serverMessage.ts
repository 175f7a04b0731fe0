import type { ParseKeys } from 'i18next';
import { i18n } from '@libatlas/i18n';

/** The parsed error body an API failure carries (`error.body`, as the app's HttpError has it). */
function bodyOf(error: unknown): Record<string, unknown> | null {
  if (typeof error !== 'object' || error === null || !('body' in error)) return null;
  const { body } = error;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
}

/** Whether a failure is an answer of the API (it carries a status and a body), not the app's own. */
export function isApiFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && 'body' in error;
}

/** The stable code of an API failure (`{ code }` of design §5's error shape), or null. */
export function apiErrorCode(error: unknown): string | null {
  const code = bodyOf(error)?.code;
  return typeof code === 'string' && code !== '' ? code : null;
}

/**
 * What an API failure means to the user, in the active language: the translation of its code when
 * the code names something the user can act on ("This email is already in use"), else null, so the
 * caller's own message applies. The server's English `message` is never shown.
 */
export function serverMessage(error: unknown): string | null {
  const code = apiErrorCode(error);
  if (!code) return null;
  const key = `apiErrors.${code}` as ParseKeys;
  // Only the codes the catalog names have a message of their own; `t` of a leaf key is a string.
  return i18n.exists(key) ? String(i18n.t(key)) : null;
}
