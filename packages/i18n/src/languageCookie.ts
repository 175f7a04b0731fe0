import { LANGUAGE_STORAGE_KEY } from './i18n.ts';

/** A year: the choice outlives the visit, like the local storage it mirrors. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cookie that mirrors the reader's language for the server, which draws the page in it
 * (local storage never reaches the server). Named like the storage key; no secret, so readable by
 * the page; `SameSite=Lax` so a link from elsewhere still brings it.
 */
export const languageCookie = {
  name: LANGUAGE_STORAGE_KEY,
  /** The `Set-Cookie`/`document.cookie` text that stores `language`. */
  serialize(language: string): string {
    return `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
  },
  /** The cookie's value in a `Cookie` header (or `document.cookie`), if it is there. */
  read(header: string): string | undefined {
    for (const part of header.split(';')) {
      const separator = part.indexOf('=');
      if (separator === -1) continue;
      if (part.slice(0, separator).trim() === LANGUAGE_STORAGE_KEY) {
        return part.slice(separator + 1).trim();
      }
    }
    return undefined;
  },
};
