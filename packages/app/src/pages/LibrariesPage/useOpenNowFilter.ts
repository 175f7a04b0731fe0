import type { LibraryListItem } from '@libatlas/contracts';
import type { openStatus as OpenStatusOf } from '@libatlas/contracts/openingHours';
import { loadOpeningHours } from '@libatlas/ui/openingHours/useOpenStatus.ts';
import { useCallback, useEffect, useState } from 'react';

/** How often the filter reads the clock again, as the cards' "Open now" does. */
const EVERY_MINUTE = 60_000;

/**
 * The Open now filter's test: whether a library is open at this moment in its own time zone, by
 * its hours as data (OpenStreetMap's `opening_hours` package, loaded on first need). The clock is
 * the reader's, so the test is null on the server and in the hydrating render (the page draws the
 * list as loading) and until the package is there; `failed` when it could not be loaded. A library
 * without hours as data, or whose hours cannot be read at this moment, is not open now.
 */
export function useOpenNowFilter(enabled: boolean) {
  const [openStatus, setOpenStatus] = useState<{ of: typeof OpenStatusOf } | null>(null);
  const [failed, setFailed] = useState(false);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (!enabled) return undefined;
    let cancelled = false;
    loadOpeningHours().then(
      (module) => {
        if (cancelled) return;
        setNow(Date.now());
        setFailed(false);
        setOpenStatus({ of: module.openStatus });
      },
      (error: unknown) => {
        console.error('Failed to load the opening hours package', error);
        if (!cancelled) setFailed(true);
      },
    );
    const timer = setInterval(() => setNow(Date.now()), EVERY_MINUTE);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [enabled]);

  const isOpen = useCallback(
    (library: LibraryListItem) => {
      if (!openStatus || !library.openingHours || !library.timeZone) return false;
      const place = {
        timeZone: library.timeZone,
        countryCode: library.countryCode ?? '',
        location: library.location,
      };
      return openStatus.of(library.openingHours, place, new Date(now))?.open === true;
    },
    [openStatus, now],
  );

  return { isOpen: enabled && openStatus ? isOpen : null, failed: enabled && failed };
}
