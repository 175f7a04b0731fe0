import type { Library } from '@libatlas/contracts';
import type * as OpeningHoursEntry from '@libatlas/contracts/openingHours';
import type { OpenStatus } from '@libatlas/contracts/openingHours';
import { whenPageIdle } from '@libatlas/i18n';
import { useEffect, useState } from 'react';

type OpeningHoursModule = typeof OpeningHoursEntry;

let loading: Promise<OpeningHoursModule> | null = null;

/** OpenStreetMap's `opening_hours` package (about 90 kB), loaded once, on first need. */
export function loadOpeningHours(): Promise<OpeningHoursModule> {
  loading ??= import('@libatlas/contracts/openingHours').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

let idle: Promise<void> | null = null;

/**
 * Settles once the page has loaded and the browser is idle: the hours package (716 kB before
 * compression) and the reading of every card's hours wait until the page is drawn and working,
 * rather than compete with it (a phone's blocking time, issue 32). At most 3 s after the load.
 */
function afterLoadIdle(): Promise<void> {
  idle ??= new Promise((resolve) => {
    whenPageIdle(resolve, 3000);
  });
  return idle;
}

/** How long one task may spend reading hours before it lets the browser do other work. */
const SLICE_MS = 10;
const jobs: (() => void)[] = [];
let scheduled = false;

function runJobs() {
  const start = performance.now();
  while (jobs.length > 0 && performance.now() - start < SLICE_MS) jobs.shift()!();
  if (jobs.length > 0) setTimeout(runJobs, 0);
  else scheduled = false;
}

/**
 * Runs `job` in a later task, a few at a time: a list of 24 cards reads 24 libraries' hours, each
 * a parse and a time-zone conversion, which in one task would block a phone for a long moment.
 */
function inTurn(job: () => void) {
  jobs.push(job);
  if (!scheduled) {
    scheduled = true;
    setTimeout(runJobs, 0);
  }
}

/** What "open now" needs of a library. */
export type OpenStatusLibrary = Pick<
  Library,
  'openingHours' | 'timeZone' | 'countryCode' | 'location'
>;

/**
 * Whether a library is open now, in its own time zone, by the `opening_hours` package. It depends
 * on the clock, so it is null on the server and in the render that hydrates the server's page
 * (they would disagree), and filled in once the package has loaded (when the browser is idle after
 * the page's load) and the hours have been read in their turn; read again every minute.
 * Null too when the library has no hours as data or they cannot be read for this moment.
 */
export function useOpenStatus(library: OpenStatusLibrary | null | undefined): OpenStatus | null {
  // The status with the hours it was read for: a library whose hours change shows nothing until
  // they have been read again (never the previous library's answer).
  const [read, setRead] = useState<{ key: string; status: OpenStatus | null } | null>(null);
  const openingHours = library?.openingHours ?? '';
  const timeZone = library?.timeZone ?? '';
  const countryCode = library?.countryCode ?? '';
  const lat = library?.location.lat ?? 0;
  const lng = library?.location.lng ?? 0;
  const key = `${openingHours}|${timeZone}|${countryCode}|${lat}|${lng}`;
  useEffect(() => {
    if (!openingHours || !timeZone) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    void afterLoadIdle()
      .then(loadOpeningHours)
      .then(({ openStatus }) => {
        if (cancelled) return;
        const readNow = () =>
          inTurn(() => {
            if (cancelled) return;
            setRead({
              key,
              status: openStatus(
                openingHours,
                { timeZone, countryCode, location: { lat, lng } },
                new Date(),
              ),
            });
          });
        readNow();
        timer = setInterval(readNow, 60_000);
      })
      .catch(() => {
        // Without the package (offline, a failed chunk) the week's hours still show; no status.
      });
    return () => {
      cancelled = true;
      if (timer) clearInterval(timer);
    };
  }, [key, openingHours, timeZone, countryCode, lat, lng]);
  return read?.key === key ? read.status : null;
}
