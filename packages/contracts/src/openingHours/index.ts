// OpenStreetMap's `opening_hours` package (about 90 kB compressed) behind one entry of its own,
// `@libatlas/contracts/openingHours`: the server reads it at once, the browser loads it on demand.
export { hoursWeek, type HoursWeek } from './hoursWeek';
export { openingHoursProblem } from './openingHoursProblem';
export type { OpeningHoursPlace } from './OpeningHoursPlace';
export { openStatus, type OpenStatus } from './openStatus';
export { mentionsHolidays, readOpeningHours } from './readOpeningHours';
