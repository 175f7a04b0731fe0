// Test tables shared by the directory's unit tests and packages/ui's stories, imported as
// '@libatlas/directory/testing': the package's index never reaches them, so no app bundle holds them.
export { searchableRecord, type TestRecord } from './searchableRecord.ts';
export {
  COUNT_CASES,
  FILTER_CASES,
  FILTER_RECORDS,
  SAMPLE_RECORDS,
  SPELLING_RECORDS,
  type CountCase,
  type FilterCase,
} from './filterCases.ts';
export {
  SORT_CASES,
  SORT_EXPECTED,
  SORT_RECORDS,
  type SortCase,
  type SortRecord,
} from './sortCases.ts';
