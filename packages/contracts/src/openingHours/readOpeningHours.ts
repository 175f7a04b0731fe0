import OpeningHours from 'opening_hours';
import type { OpeningHoursPlace } from './OpeningHoursPlace';

const HOLIDAY = /\b(PH|SH)\b/;

/** Whether the hours have a rule for public or school holidays (`PH`, `SH`). */
export function mentionsHolidays(value: string): boolean {
  return HOLIDAY.test(value);
}

/** Whether the package knows the public holidays of a country, by code (asked once each). */
const knowsHolidays = new Map<string, boolean>();

function holidaysKnown(place: Pick<OpeningHoursPlace, 'countryCode' | 'location'>): boolean {
  const code = place.countryCode.toLowerCase();
  if (!code) return false;
  if (!knowsHolidays.has(code)) {
    // The package writes its "no holidays for this country" to console.error before it throws; the
    // question is asked on purpose, so that line is kept out of the server's log and the console.
    const report = console.error;
    console.error = () => {};
    try {
      new OpeningHours('PH', nominatim(place)).getState(new Date(2025, 0, 1));
      knowsHolidays.set(code, true);
    } catch {
      knowsHolidays.set(code, false);
    } finally {
      console.error = report;
    }
  }
  return knowsHolidays.get(code)!;
}

function nominatim(place: Pick<OpeningHoursPlace, 'countryCode' | 'location'>) {
  return {
    lat: place.location.lat,
    lon: place.location.lng,
    address: { country_code: place.countryCode.toLowerCase(), state: '' },
  };
}

/**
 * The hours without their holiday-only rules (`PH off`, `SH 10:00-12:00`), for a country whose
 * holidays the package does not know; null when a holiday is part of another rule
 * (`Mo-Fr,PH 09:00-17:00`), which cannot be read without them.
 */
function withoutHolidayRules(value: string): string | null {
  const rules = value.split(';').filter((rule) => !/^\s*(PH|SH)\b/.test(rule));
  const rest = rules.join(';');
  return HOLIDAY.test(rest) || rest.trim() === '' ? null : rest;
}

/**
 * OpenStreetMap's `opening_hours` package's reading of `value` at `place`, or null when it cannot
 * be read: bad syntax, or a holiday rule it cannot apply. Where the package knows the country's
 * public holidays it applies them; elsewhere the holiday-only rules are left out (the reader is
 * told holidays may differ) rather than read with the package's default country's holidays.
 */
export function readOpeningHours(
  value: string,
  place: Pick<OpeningHoursPlace, 'countryCode' | 'location'>,
): OpeningHours | null {
  if (value.trim() === '') return null;
  let hours: string | null = value;
  let location = null;
  if (mentionsHolidays(value)) {
    if (holidaysKnown(place)) location = nominatim(place);
    else hours = withoutHolidayRules(value);
  } else if (place.countryCode) {
    location = nominatim(place);
  }
  if (hours === null) return null;
  try {
    return new OpeningHours(hours, location);
  } catch {
    return null;
  }
}
