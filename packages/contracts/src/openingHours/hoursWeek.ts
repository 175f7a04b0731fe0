import type OpeningHours from 'opening_hours';
import type { OpeningHoursPlace } from './OpeningHoursPlace';
import { mentionsHolidays, readOpeningHours } from './readOpeningHours';

/** A week of hours, Monday first: each day's opening times as [from, to] ('HH:MM'), [] closed. */
export type HoursWeek = [string, string][][];

/** A local calendar day `days` after `date` (by the calendar, whatever the clock changes). */
function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

function hhmm(date: Date, dayStart: Date): string {
  if (date.getTime() >= addDays(dayStart, 1).getTime()) return '24:00';
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** One day's opening times, cut at its midnights. */
function dayHours(hours: OpeningHours, day: Date): [string, string][] {
  return hours
    .getOpenIntervals(day, addDays(day, 1))
    .map(([from, to]) => [hhmm(from, day), hhmm(to, day)]);
}

// 2025-01-06 is a Monday; a week in early January has no daylight-saving change anywhere.
const MONDAY = new Date(2025, 0, 6);

/**
 * The usual week of `value` (what a library's page shows as a table), read with the package: each
 * weekday from the first of eight weeks in which that day is not a public holiday of the country.
 * Null when the hours cannot be read, have an "unknown" part, or change through the year (checked
 * on eight more weeks spread over it: a day that opens otherwise, or more closed days than
 * holidays explain). Hours running past midnight show on both days (22:00–24:00, 00:00–02:00).
 */
export function hoursWeek(
  value: string,
  place: Pick<OpeningHoursPlace, 'countryCode' | 'location'>,
): HoursWeek | null {
  const hours = readOpeningHours(value, place);
  if (!hours) return null;
  const holidays = mentionsHolidays(value) ? readOpeningHours('PH', place) : null;
  const isHoliday = (day: Date) =>
    holidays?.getState(new Date(day.getFullYear(), day.getMonth(), day.getDate(), 12)) ?? false;
  const week: HoursWeek = [];
  for (let weekday = 0; weekday < 7; weekday += 1) {
    let day = addDays(MONDAY, weekday);
    for (let tries = 0; tries < 8 && isHoliday(day); tries += 1) day = addDays(day, 7);
    if (hours.getOpenIntervals(day, addDays(day, 1)).some(([, , unknown]) => unknown)) return null;
    week.push(dayHours(hours, day));
  }
  if (hours.isWeekStable()) return week;
  let unexplainedClosures = 0;
  for (let sample = 1; sample <= 8; sample += 1) {
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const day = addDays(MONDAY, sample * 42 + weekday);
      const got = JSON.stringify(dayHours(hours, day));
      const usual = week[weekday] ?? [];
      if (got === JSON.stringify(usual)) continue;
      if (got !== '[]') return null;
      if (!isHoliday(day)) unexplainedClosures += 1;
    }
  }
  return unexplainedClosures === 0 ? week : null;
}
