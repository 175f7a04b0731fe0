import { get, type FieldPath, type FieldValues } from 'react-hook-form';

/** Fields both the admin and someone else changed, with the other's value, in the form's order. */
export type TheirValues<Values extends FieldValues> = { name: FieldPath<Values>; value: unknown }[];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Moves an edit onto the record as someone else saved it meanwhile (a three-way merge, field by
 * field, of `base`, the version the edit was made from, `current`, theirs, and `typed`, the form):
 * a field the admin left as it was takes their value (`taken`, to set); one the admin changed
 * keeps the typing; where both changed it differently, their value is listed in `theirs` for the
 * admin to review. Nothing the admin typed is lost.
 */
export function mergeIntoCurrent<Values extends FieldValues>(
  fields: readonly FieldPath<Values>[],
  base: Values,
  current: Values,
  typed: Values,
): { taken: [FieldPath<Values>, unknown][]; theirs: TheirValues<Values> } {
  const taken: [FieldPath<Values>, unknown][] = [];
  const theirs: TheirValues<Values> = [];
  for (const name of fields) {
    const before = get(base, name) as unknown;
    const now = get(current, name) as unknown;
    const mine = get(typed, name) as unknown;
    if (same(mine, before)) {
      if (!same(now, before)) taken.push([name, now]);
    } else if (!same(now, before) && !same(now, mine)) {
      theirs.push({ name, value: now });
    }
  }
  return { taken, theirs };
}
