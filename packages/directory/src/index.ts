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
export { countryAliasesOf } from './countryAliasesOf.ts';
export { isShortFormSearch } from './isShortFormSearch.ts';
export { searchWordsOf } from './searchWordsOf.ts';
export { searchKey } from './searchKey.ts';
export {
  librarySearchText,
  SEARCH_TEXT_RULES_VERSION,
  type LibrarySearchText,
  type SearchTextLibrary,
} from './librarySearchText.ts';
export { librarySearchQuery, type LibrarySearchQuery } from './librarySearchQuery.ts';
