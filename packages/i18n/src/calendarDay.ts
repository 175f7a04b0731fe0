/** A day the data names, with or without a time but with no zone: '2026-03-05', '2026-03-05T12:00:00'. */
const WRITTEN_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+)?$/;

/**
 * The calendar day a date names, as a Date at midnight UTC of that day (read it with the UTC
 * getters, or format it with `timeZone: 'UTC'`): the day as written for a text without a zone (a
 * day of the data), the day in UTC for an instant (a text with `Z` or an offset, or a Date). So the
 * server (in UTC) and every browser, whatever its time zone, write the same day, and a page the
 * server drew hydrates without a mismatch: a library updated at 22:30 UTC was updated on that day
 * for a reader in UTC+3 too. Null when unset or invalid.
 */
export function calendarDay(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const written = typeof value === 'string' ? WRITTEN_DAY.exec(value) : null;
  if (written) return new Date(Date.UTC(+written[1]!, +written[2]! - 1, +written[3]!));
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
