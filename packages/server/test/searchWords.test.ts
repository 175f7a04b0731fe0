import { describe, expect, it } from 'vitest';
import { searchWords } from '../src/search/searchWords';

describe('searchWords', () => {
  it("folds as the browser's search does: case, accents, Arabic diacritics, alef forms, tatweel", () => {
    expect(searchWords('Bibliothèque NATIONALE')).toEqual(['bibliotheque', 'nationale']);
    expect(searchWords('الشَّرقُ الأوسط')).toEqual(searchWords('الشرق الاوسط'));
    expect(searchWords('إفريقيا')).toEqual(searchWords('أفريقيا'));
    expect(searchWords('مكتـــبة')).toEqual(searchWords('مكتبة'));
    expect(searchWords('مكتبة')).toEqual(['مكتبه']);
  });

  it('keeps ى apart from ي and the hamza of ؤ and ئ, as the search does', () => {
    expect(searchWords('على')).not.toEqual(searchWords('علي'));
    expect(searchWords('الجزائر')).toEqual(['الجزائر']);
  });

  it('cuts at spaces and punctuation, Arabic punctuation too, and drops a possessive', () => {
    expect(searchWords("France's library!")).toEqual(['france', 'library']);
    expect(searchWords("Côte d'Ivoire")).toEqual(['cote', 'd', 'ivoire']);
    expect(searchWords('ما المكتبات في مصر، وفي أوقيانوسيا؟')).toEqual([
      'ما',
      'المكتبات',
      'في',
      'مصر',
      'وفي',
      'اوقيانوسيا',
    ]);
    expect(searchWords(' ?! ')).toEqual([]);
  });
});
