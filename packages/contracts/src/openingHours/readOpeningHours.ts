import OpeningHours from 'opening_hours';
import type { OpeningHoursPlace } from './OpeningHoursPlace';

/** Whether the hours have a rule for public or school holidays (`PH`, `SH`). */
export function mentionsHolidays(value: string): boolean {
  return /\b(PH|SH)\b/.test(value);
}

/**
 * OpenStreetMap's `opening_hours` package's reading of `value` at `place`, or null when it cannot
 * be read there: bad syntax, or a holiday rule in a country the package has no holidays for (it
 * would otherwise use Germany's; better no answer than a wrong one).
 */
export function readOpeningHours(
  value: string,
  place: Pick<OpeningHoursPlace, 'countryCode' | 'location'>,
): OpeningHours | null {
  if (value.trim() === '') return null;
  const holidays = mentionsHolidays(value);
  if (holidays && !place.countryCode) return null;
  try {
    return new OpeningHours(
      value,
      place.countryCode
        ? {
            lat: place.location.lat,
            lon: place.location.lng,
            address: { country_code: place.countryCode.toLowerCase(), state: '' },
          }
        : null,
    );
  } catch {
    return null;
  }
}
