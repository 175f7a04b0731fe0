import type { Language } from '@libatlas/i18n';
import { describe, expect, it } from 'vitest';
import {
  filterLibraries,
  librarySearchQuery,
  librarySearchText,
  normalizeForSearch,
  searchKey,
  seededRandom,
} from '../src/index.ts';
import { FILTER_CASES, searchableRecord, type TestRecord } from '../src/testing/index.ts';

// The database finds a library by a LIKE on `librarySearchText`'s keys; this holds that search
// equal to the browser's `filterLibraries` on records of every kind the rules care about.

const address = { en: '1 Rue de Richelieu, 75002 Paris', ar: '1 شارع ريشيليو، باريس' };
const records = [
  searchableRecord(
    'fr',
    ['National Library of France', 'المكتبة الوطنية الفرنسية'],
    ['France', 'فرنسا'],
    ['Europe', 'أوروبا'],
  ),
  searchableRecord(
    'gb',
    ['The British Library', 'المكتبة البريطانية'],
    ['United Kingdom', 'المملكة المتحدة'],
    ['Europe', 'أوروبا'],
  ),
  searchableRecord(
    'us',
    ['Library of Congress', 'مكتبة الكونغرس'],
    ['United States', 'الولايات المتحدة'],
    ['North America', 'أمريكا الشمالية'],
  ),
  searchableRecord(
    'qa',
    ['', 'مكتبة قطر الوطنية'],
    ['Qatar', 'قطر'],
    ['Middle East', 'الشرق الأوسط'],
  ),
  searchableRecord(
    'eg',
    ['Bibliotheca Alexandrina', 'مكتبـــة الإسكندرية'],
    ['Egypt', 'مصر'],
    ['North Africa', 'شمال أفريقيا'],
  ),
  searchableRecord(
    'jo',
    ['The Jordanian National Library', 'الْمَكْتَبَةُ الوَطَنِيَّةُ الأُرْدُنِيَّة'],
    ['Jordan', 'الأردن'],
    ['Middle East', 'الشرق الأوسط'],
  ),
  searchableRecord(
    'ca',
    ['Bibliothèque et Archives nationales du Québec', 'مكتبة ومحفوظات كيبك الوطنية'],
    ['Canada', 'كندا'],
    ['North America', 'أمريكا الشمالية'],
  ),
  searchableRecord(
    'xx',
    ['Library on the Road', 'مكتبة على الطريق'],
    ['Nowhere', 'لا مكان'],
    ['Asia', 'آسيا'],
  ),
  searchableRecord(
    'tr',
    ['Millî Kütüphane', 'المكتبة الوطنية التركية'],
    ['Turkey', 'تركيا'],
    ['Middle East', 'الشرق الأوسط'],
  ),
  searchableRecord(
    'ua',
    ['Vernadsky National Library', 'مكتبة فيرنادسكي الوطنية الأوكرانية'],
    ['Ukraine', 'أوكرانيا'],
    ['Europe', 'أوروبا'],
  ),
  searchableRecord(
    'kr',
    ['Busan Metropolitan Library', 'مكتبة بوسان'],
    ['South Korea', 'كوريا الجنوبية'],
    ['Asia', 'آسيا'],
  ),
  searchableRecord(
    'no',
    ['Nasjonalbiblioteket – Ø 100%_x\\', 'مكتبة النرويج ﻻ'],
    ['Norway', 'النرويج'],
    ['Europe', 'أوروبا'],
  ),
  searchableRecord(
    'ci',
    ['Bibliothèque nationale de Côte d’Ivoire', 'المكتبة الوطنية لساحل العاج'],
    ["Côte d'Ivoire", 'كوت ديفوار'],
    ['Africa', 'أفريقيا'],
  ),
].map((record) => ({ ...record, address }));

/** What the database answers: a LIKE '%key%' on the language's text, or ' key ' among its words. */
const texts = new Map(records.map((record) => [record.id, librarySearchText(record)]));

function databaseFinds(search: string, language: Language): string[] {
  const { key, wholeWord } = librarySearchQuery(search);
  return records
    .filter((record) => {
      const text = texts.get(record.id)!;
      if (wholeWord) return (language === 'en' ? text.wordsEn : text.wordsAr).includes(` ${key} `);
      return (language === 'en' ? text.en : text.ar).includes(key);
    })
    .map((record) => record.id);
}

function browserFinds(search: string, language: Language): string[] {
  return filterLibraries(records, { search, region: 'all', language }).map((record) => record.id);
}

// Every search of filterLibraries' cases, and texts that LIKE and its escaping could get wrong.
const QUERIES = [
  ...new Set(FILTER_CASES.map(({ filter }) => filter.search)),
  'FRANCE',
  '%',
  '_',
  '\\',
  '100%_x',
  'ø',
  'Ø 1',
  '–',
  'd’i',
  'D',
  'CI',
  'IVOIRE',
  'لا',
  'ﻻ',
  'y\nf',
  'e\nf',
  'rance\neur',
];

describe('librarySearchText', () => {
  it.each(QUERIES.flatMap((query) => [[query, 'en'] as const, [query, 'ar'] as const]))(
    'a LIKE on the keys finds what filterLibraries finds: %j on the %s page',
    (query, language) => {
      expect(databaseFinds(query, language)).toEqual(browserFinds(query, language));
    },
  );

  it('agrees with filterLibraries on every piece of every text, in both languages', () => {
    const random = seededRandom(7);
    const fields = records.flatMap((record: TestRecord) =>
      [record.lib_name, record.country, record.region].flatMap((field) => [field.en, field.ar]),
    );
    for (let i = 0; i < 1_000; i += 1) {
      const text = fields[Math.floor(random() * fields.length)]!;
      const start = Math.floor(random() * text.length);
      const piece = text.slice(start, start + 1 + Math.floor(random() * 8));
      for (const language of ['en', 'ar'] as const) {
        expect(databaseFinds(piece, language), `${piece} (${language})`).toEqual(
          browserFinds(piece, language),
        );
      }
    }
  });

  it('holds the address of both languages for a search by place', () => {
    const { place } = librarySearchText(records[0]!);
    expect(place).toContain(searchKey(normalizeForSearch('Paris')));
    expect(place).toContain(searchKey(normalizeForSearch('باريس')));
  });
});

describe('searchKey', () => {
  it('writes ASCII, keeps ASCII as it is, and gives Arabic letters two characters each', () => {
    expect(searchKey('paris 75002')).toBe('paris 75002');
    expect(searchKey('مصر')).toMatch(/^[\x20-\x7e]{6}$/);
    expect(searchKey('ø😀')).toMatch(/^X[A-P]{6}X[A-P]{6}$/);
  });

  it('finds a key inside another exactly when the text is inside the other text', () => {
    const random = seededRandom(11);
    const alphabet = ['a', 'ب', 'ت', 'ظ', 'ي', 'غ', 'ø', 'پ', ' ', 'z', '😀', '\n'];
    const pick = (length: number) =>
      Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    for (let i = 0; i < 5_000; i += 1) {
      const text = pick(12);
      const query = pick(1 + Math.floor(random() * 3));
      expect(searchKey(text).includes(searchKey(query)), `${text} / ${query}`).toBe(
        text.includes(query),
      );
    }
  });
});
