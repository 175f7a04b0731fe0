import {
  LIBRARY_FIELDS,
  libraryFieldValue,
  sameFieldValue,
  sourcedFieldOf,
  type FactSources,
  type Library,
  type SourcedField,
} from '@libatlas/contracts';

function sameSource(a: FactSources[SourcedField], b: FactSources[SourcedField]): boolean {
  return a?.url === b?.url && a?.date === b?.date;
}

/**
 * The fact sources a record keeps after an edit from `before` to `after`, where `given` is what the
 * edit sent: a fact whose value changed keeps its page only when the edit names a new one (the old
 * page does not state the new value), and a fact that is now empty has none.
 */
export function factSourcesAfter(before: Library, after: Library, given: FactSources): FactSources {
  const kept: FactSources = { ...given };
  for (const field of LIBRARY_FIELDS) {
    const sourced = sourcedFieldOf(field);
    if (!sourced || !kept[sourced]) continue;
    const changed = !sameFieldValue(
      libraryFieldValue(before, field),
      libraryFieldValue(after, field),
    );
    if (changed && sameSource(kept[sourced], before.factSources?.[sourced])) delete kept[sourced];
  }
  for (const sourced of Object.keys(kept) as SourcedField[]) {
    if (isEmptyFact(after, sourced)) delete kept[sourced];
  }
  return kept;
}

/** Whether a record has no value for a sourced fact (nothing for a page to state). */
export function isEmptyFact(library: Library, field: SourcedField): boolean {
  const value = libraryFieldValue(library, field);
  if (value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if ('lat' in value) return value.lat === 0 && value.lng === 0;
  return value.en.trim() === '' && value.ar.trim() === '';
}
