import { serverFieldErrors } from '../apiErrors/index.ts';

/** Why a save was refused, as a form shows it. */
export type SaveFailure<Field extends string, Current> =
  /** Someone else saved the record first (the API's 409): their version. */
  | { kind: 'conflict'; current: Current }
  /** The API's 400 `details` on the form's own fields, with their messages (i18n keys). */
  | { kind: 'fields'; fields: { name: Field; message: string }[] }
  /** Anything else: the form says saving failed. */
  | { kind: 'failed' };

/**
 * Reads a rejected save: a version conflict when `conflictOf` finds one, else the per-field
 * problems the form can show (`fieldOf` names a detail's field, null for one it does not have),
 * else a plain failure.
 */
export function saveFailure<Field extends string, Current>(
  error: unknown,
  fieldOf: (path: string) => Field | null,
  conflictOf?: (error: unknown) => Current | null,
): SaveFailure<Field, Current> {
  const current = conflictOf?.(error) ?? null;
  if (current !== null) return { kind: 'conflict', current };
  const fields = serverFieldErrors(error).flatMap((detail) => {
    const name = fieldOf(detail.path);
    return name ? [{ name, message: detail.message }] : [];
  });
  return fields.length > 0 ? { kind: 'fields', fields } : { kind: 'failed' };
}
