/**
 * The message an API error carries (`{ body: { message } }`, as the app's HttpError has it), or
 * null for any other failure, whose own message (a network error's, say) is not meant for users.
 */
export function serverMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('body' in error)) return null;
  const { body } = error;
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
