import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from '../src/index.ts';

describe('normalizeForSearch', () => {
  it('lower-cases and drops Latin accents', () => {
    expect(normalizeForSearch('Bibliothèque NATIONALE')).toBe('bibliotheque nationale');
    expect(normalizeForSearch('Türkiye')).toBe('turkiye');
    expect(normalizeForSearch('Thư viện Quốc gia Việt Nam')).toBe('thu vien quoc gia viet nam');
    expect(normalizeForSearch('Széchényi')).toBe('szechenyi');
  });

  it('drops Arabic diacritics (tashkeel, shadda, sukun, superscript alef)', () => {
    expect(normalizeForSearch('الْمَكْتَبَةُ الوَطَنِيَّةُ')).toBe('المكتبه الوطنيه');
    expect(normalizeForSearch('هٰذا')).toBe('هذا');
  });

  it('drops tatweel', () => {
    expect(normalizeForSearch('مكتـــبة')).toBe(normalizeForSearch('مكتبة'));
    expect(normalizeForSearch('  مَكْتَبَـــةُ   الإِسْكَنْدَرِيَّة ')).toBe('مكتبه الاسكندريه');
  });

  it('folds the alef variants أ إ آ ٱ into ا', () => {
    for (const word of ['أفريقيا', 'إفريقيا', 'افريقيا']) {
      expect(normalizeForSearch(word), word).toBe(normalizeForSearch('افريقيا'));
    }
    expect(normalizeForSearch('آسيا')).toBe('اسيا');
    expect(normalizeForSearch('ٱلمكتبة')).toBe('المكتبه');
  });

  it('searches taa marbuta as haa', () => {
    expect(normalizeForSearch('مكتبة')).toBe('مكتبه');
    expect(normalizeForSearch('مكتبه')).toBe('مكتبه');
  });

  it('keeps alef maqsura apart from yaa (علي ≠ على)', () => {
    expect(normalizeForSearch('على')).toBe('على');
    expect(normalizeForSearch('علي')).not.toBe(normalizeForSearch('على'));
    expect(normalizeForSearch('عيسى')).toBe('عيسى');
  });

  it('keeps the hamza of ؤ and ئ, whether typed composed or as letter + hamza mark', () => {
    expect(normalizeForSearch('مسؤول رئيس')).toBe('مسؤول رئيس');
    expect(normalizeForSearch('الجزائر')).toBe('الجزائر');
    expect(normalizeForSearch('مسو\u0654ول')).toBe('مسؤول');
    expect(normalizeForSearch('الجزائر')).not.toBe(normalizeForSearch('الجزاير'));
  });

  it('reads compatibility forms as the letters they stand for', () => {
    // Arabic presentation forms, as text copied from a PDF often comes.
    expect(normalizeForSearch('ﺍﻹﺳﻜﻨﺪﺭﻳﺔ')).toBe(normalizeForSearch('الإسكندرية'));
    expect(normalizeForSearch('ﻻ')).toBe('لا');
    expect(normalizeForSearch('ＢＮＦ')).toBe('bnf');
    expect(normalizeForSearch('ﬁnland')).toBe('finland');
  });

  it('reads the kaf and yaa of a Persian keyboard as the Arabic letters', () => {
    expect(normalizeForSearch('مکتبة')).toBe('مكتبه');
    expect(normalizeForSearch('الوطنی')).toBe('الوطني');
  });

  it('collapses runs of spaces, of any kind, and trims', () => {
    expect(normalizeForSearch('  National\t\tLibrary \u00a0 of\nWales  ')).toBe(
      'national library of wales',
    );
    expect(normalizeForSearch('   ')).toBe('');
  });

  it('leaves punctuation and digits alone: splitting into words is not its business', () => {
    expect(normalizeForSearch("Côte d'Ivoire")).toBe("cote d'ivoire");
    expect(normalizeForSearch('Al-Assad 1984')).toBe('al-assad 1984');
  });
});
