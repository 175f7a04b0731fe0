import { librarySearchText } from '@libatlas/directory';
import type { Bilingual } from '../db/schema';

/** The fields of a library's row its search texts are made from. */
export interface SearchedFields {
  libName: Bilingual;
  country: Bilingual;
  region: Bilingual;
  address: Bilingual;
}

/**
 * The search columns of a library (migration 0008) from its fields: @libatlas/directory's
 * `librarySearchText`, the rules of the browser's search, so the database finds what it finds.
 * Every write of those fields sets these with them, in the same UPDATE.
 */
export function librarySearchColumns({ libName, country, region, address }: SearchedFields) {
  const text = librarySearchText({ lib_name: libName, country, region, address });
  return {
    searchEn: text.en,
    searchAr: text.ar,
    searchWordsEn: text.wordsEn,
    searchWordsAr: text.wordsAr,
    searchPlace: text.place,
  };
}
