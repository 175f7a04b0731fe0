/**
 * The latest of `dates` (ISO 8601 instants or W3C Datetime), as it is written; undefined when
 * none is given. Compared as instants, not as text: offsets and precisions differ.
 */
export function newestDate(dates: Iterable<string | undefined>): string | undefined {
  let newest: string | undefined;
  let newestTime = -Infinity;
  for (const date of dates) {
    if (date === undefined) continue;
    const time = Date.parse(date);
    if (newest === undefined || time > newestTime) {
      newest = date;
      newestTime = time;
    }
  }
  return newest;
}
