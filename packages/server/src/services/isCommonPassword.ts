import { readFileSync } from 'node:fs';

/**
 * commonPasswords.txt is SecLists' "10k-most-common.txt" (danielmiessler/SecLists,
 * Passwords/Common-Credentials/10k-most-common.txt, MIT licence), one password a line with Unix
 * line endings: the ten thousand passwords guessed first. Only the server reads it, so the
 * browser never downloads it.
 */
let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(new URL('./commonPasswords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/** Whether a password is one of the common ones, whatever its case and surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}
