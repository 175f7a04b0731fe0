/**
 * A coordinate as typed, read the way the API reads it (spec §5): decimal degrees, and 0 for input
 * that does not parse as a number. The range is left to the schema, which reports it.
 */
export function parseCoordinate(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : 0;
}
