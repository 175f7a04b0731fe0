/**
 * The time the server records (creation dates, last logins, updates). In normal running it is the
 * real time. For screenshots of whole pages, which must look the same on every run, a test mode
 * (TEST_CLOCK_START) makes it a fixed instant that moves one minute with each time it is read:
 * data written in the same order gets the same dates, and they still sort.
 */
let fixedStart: number | null = null;
let reads = 0;

/** Switches to the fixed clock of the test mode, starting at `start`. */
export function fixClock(start: Date): void {
  fixedStart = start.getTime();
  reads = 0;
}

/** The time to record now. */
export function now(): Date {
  if (fixedStart === null) return new Date();
  const instant = new Date(fixedStart + reads * 60_000);
  reads += 1;
  return instant;
}

/**
 * The time now, without counting as a read of the test mode's clock: for what only shows the time
 * (the moment a page is drawn), so that drawing pages does not move the dates writes record.
 */
export function currentTime(): Date {
  return fixedStart === null ? new Date() : new Date(fixedStart + reads * 60_000);
}

/**
 * The time to record for a new version of a record last written at `previous`: now, or a
 * millisecond after `previous` when the clock has not moved past it, so two versions never share
 * an `updatedAt` (an edit names its version by it).
 */
export function nowAfter(previous: Date): Date {
  const at = now();
  return at.getTime() > previous.getTime() ? at : new Date(previous.getTime() + 1);
}
