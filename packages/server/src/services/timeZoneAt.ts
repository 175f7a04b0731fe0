import tzLookup from '@photostructure/tz-lookup';

/**
 * The IANA time zone of a point (`Australia/Sydney` for Canberra), or '' for the form's unset point
 * 0,0, which is no library's place. Derived on every write, so a moved point moves its zone.
 */
export function timeZoneAt(location: { lat: number; lng: number }): string {
  if (location.lat === 0 && location.lng === 0) return '';
  try {
    return tzLookup(location.lat, location.lng);
  } catch {
    return '';
  }
}
