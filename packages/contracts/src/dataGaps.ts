import { GAP_FIELDS, hasFact, type GapField } from './hasFact';
import type { Library } from './library';

/** One fact across the directory: how many libraries have it, and which lack it. */
export interface FieldGap<L> {
  field: GapField;
  /** How many libraries have the fact. */
  have: number;
  /**
   * The share that have it, as a whole percent: 100 only when every library has it, 0 only when
   * none does (0 for an empty directory), else rounded within 1 to 99.
   */
  percent: number;
  /** The libraries without it, in the order given. */
  missing: L[];
}

/** A library whose facts were last checked more than a year ago, or never (`lastChecked` ''). */
export interface StaleLibrary<L> {
  library: L;
  lastChecked: string;
}

/** What the Data gaps tab shows. */
export interface DataGaps<L> {
  /** How many libraries there are. */
  total: number;
  /** Each of `GAP_FIELDS`, in its order. */
  fields: FieldGap<L>[];
  /** Not checked for a year: never checked first, then the longest unchecked first. */
  stale: StaleLibrary<L>[];
}

/** `today` (YYYY-MM-DD) a year earlier, as a string that compares with dates as dates do. */
function yearBefore(today: string): string {
  return `${String(Number(today.slice(0, 4)) - 1).padStart(4, '0')}${today.slice(4, 10)}`;
}

function percentOf(have: number, total: number): number {
  if (have === 0 || total === 0) return 0;
  if (have === total) return 100;
  return Math.min(99, Math.max(1, Math.round((have / total) * 100)));
}

/**
 * The directory's gaps on `today` (YYYY-MM-DD, the reader's date): per fact of `GAP_FIELDS` (by
 * `hasFact`) how many libraries have it and which lack it, and the libraries whose `lastChecked`
 * is older than a year (a library checked on this day a year ago is not) or that were never
 * checked.
 */
export function dataGaps<L extends Library>(libraries: readonly L[], today: string): DataGaps<L> {
  const total = libraries.length;
  const fields = GAP_FIELDS.map((field): FieldGap<L> => {
    const missing = libraries.filter((library) => !hasFact(library, field));
    const have = total - missing.length;
    return { field, have, percent: percentOf(have, total), missing };
  });
  const cutoff = yearBefore(today);
  const stale = libraries
    .map((library) => ({ library, lastChecked: library.lastChecked?.trim() ?? '' }))
    .filter(({ lastChecked }) => lastChecked < cutoff)
    .sort((a, b) => (a.lastChecked < b.lastChecked ? -1 : a.lastChecked > b.lastChecked ? 1 : 0));
  return { total, fields, stale };
}
