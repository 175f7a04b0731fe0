import { HttpError } from './HttpError';
import { MalformedResponseError } from './MalformedResponseError';
import { sessionRejected } from './sessionRejected';

/** Every call goes under /api (spec §9); the client has no timeout. */
export const API_BASE = '/api';

/** Local storage key of the session token (spec §9). */
export const TOKEN_STORAGE_KEY = 'token';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  /** Send the stored bearer token (default). The library detail page sends none (spec §7). */
  auth?: boolean;
  signal?: AbortSignal;
  /**
   * Report a 401 to the session layer, which ends the session and asks the user to sign in again
   * (default). Calls that handle a 401 themselves (the restore on load, logout, a library delete:
   * spec §8) turn it off.
   */
  reportSessionEnd?: boolean;
}

/** The session token stored by sign-in, if any. */
export function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The one HTTP client of the app: adds the bearer token when one is stored, sends JSON, logs the
 * request and answer (spec §7) without the token or the body, throws HttpError on a non-2xx (and
 * reports a refused session) and MalformedResponseError on a 2xx whose body is not JSON.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = true, signal, reportSessionEnd = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = auth ? storedToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  console.debug(`[api] ${method} ${API_BASE}${path}`);
  const response = await fetch(`${API_BASE}${path}`, { method, headers, body: payload, signal });
  console.debug(`[api] ${method} ${API_BASE}${path} → ${response.status}`);
  const text = await response.text();
  let parsed: unknown = null;
  let readable = true;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      readable = false;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && token && reportSessionEnd) sessionRejected.notify(token);
    throw new HttpError(response.status, parsed as HttpError['body']);
  }
  if (!readable) throw new MalformedResponseError(path);
  return parsed as T;
}

/** SWR's fetcher: the key is the API path. */
export const fetcher = <T>(path: string): Promise<T> => request<T>(path);
