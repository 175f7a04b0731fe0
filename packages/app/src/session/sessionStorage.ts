import { isUser, type User } from '@libatlas/contracts';
import { TOKEN_STORAGE_KEY } from '../api/fetcher';

/** Local storage key of the signed-in user (spec §9). */
export const USER_STORAGE_KEY = 'user';

/** The stored session (spec §3 Session): the token and the user, or null when either is missing or unreadable. */
export interface StoredSession {
  token: string;
  user: User;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Reads the stored token and user; a corrupt user entry counts as no session. */
function load(): StoredSession | null {
  const token = read(TOKEN_STORAGE_KEY);
  const rawUser = read(USER_STORAGE_KEY);
  if (!token || !rawUser) return null;
  try {
    const user: unknown = JSON.parse(rawUser);
    return isUser(user) ? { token, user } : null;
  } catch {
    return null;
  }
}

function save(session: StoredSession) {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, session.token);
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(session.user));
  } catch {
    // Storage can be full or blocked; the session then lasts until the page is closed.
  }
}

function saveUser(user: User) {
  try {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // As above.
  }
}

function clear() {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** The session's place in local storage under the spec's `token` and `user` keys. */
export const sessionStorage = { load, save, saveUser, clear };
