/** Longer than any answer of the liveness probe, which asks nothing of the database. */
const PROBE_TIMEOUT_MS = 10_000;

/**
 * Whether the server answers at all (any status): after a chunk failed to load, tells a new build
 * (the server answers, the old chunk is gone) from a network that fails (nothing answers).
 */
export async function serverAnswers(): Promise<boolean> {
  try {
    await fetch('/api/health', {
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return true;
  } catch {
    return false;
  }
}
