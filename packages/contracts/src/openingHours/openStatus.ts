import type { OpeningHoursPlace } from './OpeningHoursPlace';
import { mentionsHolidays, readOpeningHours } from './readOpeningHours';

/** Whether a library is open at a moment, and when that changes, in its own local time. */
export interface OpenStatus {
  open: boolean;
  /** When it next opens or closes within a week: the local weekday (0 Monday … 6 Sunday), the
   * local time 'HH:MM', and whether that is the same local day; null when not within a week. */
  next: { weekday: number; time: string; sameDay: boolean } | null;
  /** Its hours have a public- or school-holiday rule: the answer may differ on those days. */
  holidaysMayDiffer: boolean;
}

/** One formatter per time zone: making one costs far more than using it (a list reads dozens). */
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The package's readings of the hours lately asked for, by hours and place (at most this many). */
const READINGS_KEPT = 500;
const readings = new Map<string, ReturnType<typeof readOpeningHours>>();

/** `readOpeningHours`, kept: a list reads its libraries again every minute, and on each new page. */
function readKept(value: string, place: OpeningHoursPlace): ReturnType<typeof readOpeningHours> {
  const key = `${value}|${place.countryCode}|${place.location.lat}|${place.location.lng}`;
  if (readings.has(key)) return readings.get(key)!;
  const hours = readOpeningHours(value, place);
  if (readings.size >= READINGS_KEPT) readings.delete(readings.keys().next().value!);
  readings.set(key, hours);
  return hours;
}

/**
 * The wall-clock time in `timeZone` at `at`, as a Date whose local fields are those of the zone
 * (the package reads the local fields of the Dates it is given).
 */
function wallClock(at: Date, timeZone: string): Date {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return new Date(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
}

/**
 * Whether the hours say open at `at` in the library's time zone, evaluated by OpenStreetMap's
 * `opening_hours` package; null when they cannot be read there, the zone is unknown, or the
 * package answers "unknown" for that moment.
 */
export function openStatus(value: string, place: OpeningHoursPlace, at: Date): OpenStatus | null {
  if (!place.timeZone) return null;
  const hours = readKept(value, place);
  if (!hours) return null;
  let local: Date;
  try {
    local = wallClock(at, place.timeZone);
  } catch {
    return null;
  }
  if (hours.getUnknown(local)) return null;
  const weekLater = new Date(local.getFullYear(), local.getMonth(), local.getDate() + 7);
  const change = hours.getNextChange(local, weekLater);
  return {
    open: hours.getState(local),
    next: change
      ? {
          weekday: (change.getDay() + 6) % 7,
          time: `${String(change.getHours()).padStart(2, '0')}:${String(change.getMinutes()).padStart(2, '0')}`,
          sameDay: change.toDateString() === local.toDateString(),
        }
      : null,
    holidaysMayDiffer: mentionsHolidays(value),
  };
}
