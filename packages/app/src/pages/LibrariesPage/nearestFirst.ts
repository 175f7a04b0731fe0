import type { Location } from '@libatlas/contracts';

const EARTH_RADIUS_KM = 6371;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres (the haversine formula). */
export function distanceKm(from: Location, to: Location): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Whether a library's point is unknown (the form's 0, 0). */
const unplaced = ({ lat, lng }: Location) => lat === 0 && lng === 0;

/**
 * The libraries nearest `from` first; those without a point keep their order, last. The sort is
 * stable, so libraries at one point keep the directory's order.
 */
export function nearestFirst<T extends { location: Location }>(
  libraries: readonly T[],
  from: Location,
): T[] {
  const distance = (library: T) =>
    unplaced(library.location) ? Infinity : distanceKm(from, library.location);
  return libraries
    .map((library) => ({ library, km: distance(library) }))
    .sort((a, b) => a.km - b.km)
    .map(({ library }) => library);
}

/** A position a few minutes old is still where the reader is, for an order by distance. */
const POSITION_MAX_AGE_MS = 5 * 60_000;
const POSITION_TIMEOUT_MS = 20_000;

/** Why the reader's position is not there: refused by the reader, or not to be had. */
export type NoPosition = 'denied' | 'unavailable';

/** The reader's position from the browser (which may ask them first); rejects with a NoPosition. */
export function readerPosition(): Promise<Location> {
  return new Promise((resolve, reject: (reason: NoPosition) => void) => {
    if (!('geolocation' in navigator)) {
      reject('unavailable');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (failure) => reject(failure.code === failure.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { maximumAge: POSITION_MAX_AGE_MS, timeout: POSITION_TIMEOUT_MS },
    );
  });
}
