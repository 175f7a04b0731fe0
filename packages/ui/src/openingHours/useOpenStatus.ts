import type { Library } from '@libatlas/contracts';
import type * as OpeningHoursEntry from '@libatlas/contracts/openingHours';
import type { OpenStatus } from '@libatlas/contracts/openingHours';
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

/** What "open now" needs of a library. */
export type OpenStatusLibrary = Pick<
  Library,
  'openingHours' | 'timeZone' | 'countryCode' | 'location'
>;

/**
 * Whether a library is open now, in its own time zone, by the `opening_hours` package. It depends
 * on the clock, so it is null on the server and in the render that hydrates the server's page
 * (they would disagree), and filled in once the package has loaded; read again every minute.
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
    void loadOpeningHours()
      .then(({ openStatus }) => {
        if (cancelled) return;
        const readNow = () =>
          setRead({
            key,
            status: openStatus(
              openingHours,
              { timeZone, countryCode, location: { lat, lng } },
              new Date(),
            ),
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
