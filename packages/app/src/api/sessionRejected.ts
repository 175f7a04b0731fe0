/**
 * Where the HTTP client reports that the server refused a session (a 401 to a call that sent the
 * stored token), so the session layer can end it everywhere at once. The detail is the token.
 */
const target = new EventTarget();
const EVENT = 'session-rejected';

export const sessionRejected = {
  notify(token: string) {
    target.dispatchEvent(new CustomEvent<string>(EVENT, { detail: token }));
  },
  /** Calls `listener` with each refused token; returns the unsubscribe function. */
  subscribe(listener: (token: string) => void): () => void {
    const handler = (event: Event) => listener((event as CustomEvent<string>).detail);
    target.addEventListener(EVENT, handler);
    return () => target.removeEventListener(EVENT, handler);
  },
};
