export { normalizeForSearch } from './normalizeForSearch.ts';
export {
  filterLibraries,
  type LibraryFilter,
  type RegionFilterValue,
  type SearchableLibrary,
} from './filterLibraries.ts';
export { countDistinct, type LibraryCounts } from './countDistinct.ts';
export { sortLibraries, type SortableLibrary } from './sortLibraries.ts';
export { collatorOf } from './collatorOf.ts';
export { countryAliases } from './countryAliases.ts';
export { seededRandom } from './seededRandom.ts';
