import OpeningHours from 'opening_hours';

/**
 * Why `value` is not in `opening_hours` syntax as OpenStreetMap's own package reads it, or null
 * when it is (or is empty). Only the syntax is judged: holiday rules parse whatever the country.
 */
export function openingHoursProblem(value: string): string | null {
  if (value.trim() === '') return null;
  try {
    new OpeningHours(value, null);
    return null;
  } catch (error) {
    return String(error).split('\n')[0] || 'invalid';
  }
}
