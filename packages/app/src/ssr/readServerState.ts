import { LANGUAGES, type Language } from '@libatlas/i18n';
import { SERVER_STATE_ID, type ServerState } from './ServerState';

/** The state the server embedded in this page, or null when the page was not drawn there. */
export function readServerState(): ServerState | null {
  const script = document.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return null;
  try {
    const state = JSON.parse(script.textContent) as Partial<ServerState>;
    const valid =
      LANGUAGES.includes(state.language as Language) &&
      typeof state.data === 'object' &&
      state.data !== null &&
      typeof state.renderedAt === 'number' &&
      typeof state.origin === 'string';
    return valid ? (state as ServerState) : null;
  } catch {
    return null;
  }
}
