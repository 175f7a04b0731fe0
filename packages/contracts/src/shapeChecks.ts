// Small structural checks for the guards (isLibrary, isUser, toPublicSettings): the browser's
// first load checks the API's answers with these instead of loading zod. Not zod/mini either:
// isLibraryListItem and isDirectorySearch as zod/mini schemas added 14.0 kB (brotli) to every
// public route's first load, /libraries going from 169.8 to 183.8 kB (issue 33).

export type UnknownRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

export function isOptionalString(value: unknown): value is string | undefined {
  return value === undefined || typeof value === 'string';
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every(isString);
}

/** `{ en, ar }`, both strings. */
export function isBilingual(value: unknown): value is { en: string; ar: string } {
  return isRecord(value) && isString(value.en) && isString(value.ar);
}

export function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return (options as readonly unknown[]).includes(value);
}
