/** When the last automatic reload happened, kept for the tab's lifetime. */
const RELOADED_AT_KEY = 'libatlas:reloadedForNewBuild';
/** A second failure within this time is not cured by reloading: show the error instead. */
const WINDOW_MS = 30_000;

/**
 * A page's code failed to load. After a deploy, the old page asks for chunk names that no longer
 * exist; one reload fetches the new build's. Reloads (and returns true) at most once in a while, so
 * a chunk that fails for another reason ends on the error screen instead of a reload loop.
 */
export function reloadOnceForNewBuild(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < WINDOW_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    // Without storage there is no way to tell a loop from a first failure: do not reload.
    return false;
  }
  window.location.reload();
  return true;
}
