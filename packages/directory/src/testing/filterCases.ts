import type { Language } from '@libatlas/i18n';
import type { LibraryCounts } from '../countDistinct.ts';
import type { LibraryFilter, SearchableLibrary } from '../filterLibraries.ts';
import { searchableRecord as record, type TestRecord } from './searchableRecord.ts';

// The search rule of spec §5 and the home counters of spec §9, case by case: the one table that
// packages/directory's unit tests run in Node and packages/ui's filterLibraries story asserts (and
// shows) in the browser, with its own Unicode data.

/** Eight libraries of the sample directory, one per country, in six regions. */
export const SAMPLE_RECORDS: readonly TestRecord[] = [
  record(
    'fr-bnf',
    ['National Library of France', 'المكتبة الوطنية الفرنسية'],
    ['France', 'فرنسا'],
    ['Europe', 'أوروبا'],
  ),
  record(
    'gb-bl',
    ['The British Library', 'المكتبة البريطانية'],
    ['United Kingdom', 'المملكة المتحدة'],
    ['Europe', 'أوروبا'],
  ),
  record(
    'us-loc',
    ['Library of Congress', 'مكتبة الكونغرس'],
    ['United States', 'الولايات المتحدة'],
    ['North America', 'أمريكا الشمالية'],
  ),
  record(
    'eg-enla',
    ['Egyptian National Library and Archives', 'دار الكتب والوثائق القومية'],
    ['Egypt', 'مصر'],
    ['North Africa', 'شمال أفريقيا'],
  ),
  record(
    'sa-kfnl',
    ['King Fahad National Library', 'مكتبة الملك فهد الوطنية'],
    ['Saudi Arabia', 'المملكة العربية السعودية'],
    ['Middle East', 'الشرق الأوسط'],
  ),
  record(
    'au-nla',
    ['National Library of Australia', 'مكتبة أستراليا الوطنية'],
    ['Australia', 'أستراليا'],
    ['Oceania', 'أوقيانوسيا'],
  ),
  record(
    'jp-ndl',
    ['National Diet Library', 'مكتبة البرلمان الوطنية'],
    ['Japan', 'اليابان'],
    ['Asia', 'آسيا'],
  ),
  // No English name: the search falls back to the Arabic one.
  record('qa-qnl', ['', 'مكتبة قطر الوطنية'], ['Qatar', 'قطر'], ['Middle East', 'الشرق الأوسط']),
];

// Spellings that test the normalisation: tatweel and hamza in the data, full tashkeel in the data,
// Latin accents, and a name with alef maqsura that must stay apart from yaa.
export const SPELLING_RECORDS: readonly TestRecord[] = [
  record(
    'eg-bibalex',
    ['Bibliotheca Alexandrina', 'مكتبـــة الإسكندرية'],
    ['Egypt', 'مصر'],
    ['North Africa', 'شمال أفريقيا'],
  ),
  record(
    'jo-vowelled',
    ['The Jordanian National Library', 'الْمَكْتَبَةُ الوَطَنِيَّةُ الأُرْدُنِيَّة'],
    ['Jordan', 'الأردن'],
    ['Middle East', 'الشرق الأوسط'],
  ),
  record(
    'ca-banq',
    ['Bibliothèque et Archives nationales du Québec', 'مكتبة ومحفوظات كيبك الوطنية'],
    ['Canada', 'كندا'],
    ['North America', 'أمريكا الشمالية'],
  ),
  record(
    'xx-ala',
    ['Library on the Road', 'مكتبة على الطريق'],
    ['Nowhere', 'لا مكان'],
    ['Asia', 'آسيا'],
  ),
  // Countries with other names in use (countryAliases): either name finds the library.
  record(
    'hu-oszk',
    ['National Széchényi Library', 'مكتبة سيتشيني الوطنية'],
    ['Hungary', 'المجر'],
    ['Europe', 'أوروبا'],
  ),
  record(
    'cz-klementinum',
    ['Klementinum', 'كليمنتينوم'],
    ['Czech Republic', 'التشيك'],
    ['Europe', 'أوروبا'],
  ),
  record(
    'tr-milli',
    ['Millî Kütüphane', 'المكتبة الوطنية التركية'],
    ['Turkey', 'تركيا'],
    ['Middle East', 'الشرق الأوسط'],
  ),
  record(
    'sy-assad',
    ['Al-Assad National Library', 'مكتبة الأسد الوطنية'],
    ['Syria', 'سوريا'],
    ['Middle East', 'الشرق الأوسط'],
  ),
  record(
    'nl-kb',
    ['KB National Library', 'المكتبة الملكية الهولندية'],
    ['Netherlands', 'هولندا'],
    ['Europe', 'أوروبا'],
  ),
  record(
    'ir-nlai',
    ['National Library and Archives of Iran', 'دار الكتب والوثائق الوطنية الإيرانية'],
    ['Iran', 'إيران'],
    ['Middle East', 'الشرق الأوسط'],
  ),
  record(
    'ua-vernadsky',
    ['Vernadsky National Library', 'مكتبة فيرنادسكي الوطنية الأوكرانية'],
    ['Ukraine', 'أوكرانيا'],
    ['Europe', 'أوروبا'],
  ),
  record(
    'kr-busan',
    ['Busan Metropolitan Library', 'مكتبة بوسان'],
    ['South Korea', 'كوريا الجنوبية'],
    ['Asia', 'آسيا'],
  ),
];

/** Every record the filter cases search. */
export const FILTER_RECORDS: readonly TestRecord[] = [...SAMPLE_RECORDS, ...SPELLING_RECORDS];

export interface FilterCase {
  /** What the case shows. */
  name: string;
  filter: LibraryFilter;
  /** Ids of the records of `FILTER_RECORDS` that must match, in their order. */
  expected: string[];
}

const ids = (list: readonly { id: string }[]) => list.map((library) => library.id);
const f = (
  search: string,
  language: Language,
  region: LibraryFilter['region'] = 'all',
): LibraryFilter => ({ search, language, region });

export const FILTER_CASES: readonly FilterCase[] = [
  {
    name: 'empty search, all regions: everything',
    filter: f('', 'en'),
    expected: ids(FILTER_RECORDS),
  },
  { name: 'blank search counts as empty', filter: f('   ', 'ar'), expected: ids(FILTER_RECORDS) },
  {
    name: 'country, trimmed and case-insensitive',
    filter: f('  FRANCE ', 'en'),
    expected: ['fr-bnf'],
  },
  {
    name: 'substring of names',
    filter: f('library of', 'en'),
    expected: ['fr-bnf', 'us-loc', 'au-nla'],
  },
  {
    name: 'region name in the search box',
    filter: f('europe', 'en'),
    expected: ['fr-bnf', 'gb-bl', 'hu-oszk', 'cz-klementinum', 'nl-kb', 'ua-vernadsky'],
  },
  {
    name: 'region filter alone',
    filter: f('', 'en', 'Asia'),
    expected: ['jp-ndl', 'xx-ala', 'kr-busan'],
  },
  {
    name: 'search and region filter combined',
    filter: f('british', 'en', 'Europe'),
    expected: ['gb-bl'],
  },
  {
    name: 'a match outside the chosen region is dropped',
    filter: f('japan', 'en', 'Europe'),
    expected: [],
  },
  {
    name: 'region filter compares the English name in Arabic too',
    filter: f('', 'ar', 'North Africa'),
    expected: ['eg-enla', 'eg-bibalex'],
  },
  { name: 'Arabic country in Arabic', filter: f('فرنسا', 'ar'), expected: ['fr-bnf'] },
  {
    name: 'only the current language is searched (English word, Arabic page)',
    filter: f('France', 'ar'),
    expected: [],
  },
  {
    name: 'only the current language is searched (Arabic word, English page)',
    filter: f('فرنسا', 'en'),
    expected: [],
  },
  {
    name: 'an empty English name falls back to the Arabic one',
    filter: f('مكتبة قطر', 'en'),
    expected: ['qa-qnl'],
  },
  { name: 'tashkeel in the query is ignored', filter: f('قَطَر', 'ar'), expected: ['qa-qnl'] },
  {
    name: 'tatweel and hamza on alef in the data are ignored',
    filter: f('مكتبة الاسكندرية', 'ar'),
    expected: ['eg-bibalex'],
  },
  {
    name: 'full tashkeel in the data is ignored',
    filter: f('الوطنية الاردنية', 'ar'),
    expected: ['jo-vowelled'],
  },
  {
    name: 'alef madda (آ) is found by a plain alef',
    filter: f('اسيا', 'ar'),
    expected: ['jp-ndl', 'xx-ala', 'kr-busan'],
  },
  { name: 'taa marbuta is found as haa', filter: f('مكتبه قطر', 'ar'), expected: ['qa-qnl'] },
  { name: 'alef maqsura is not folded into yaa (علي ≠ على)', filter: f('علي', 'ar'), expected: [] },
  { name: 'Latin accents are ignored', filter: f('quebec', 'en'), expected: ['ca-banq'] },
  {
    name: 'Czechia finds the Czech Republic',
    filter: f('czechia', 'en'),
    expected: ['cz-klementinum'],
  },
  {
    name: 'Türkiye finds Turkey, accents or not',
    filter: f('Turkiye', 'en'),
    expected: ['tr-milli'],
  },
  { name: 'Türkiye with its accent', filter: f('Türkiye', 'en'), expected: ['tr-milli'] },
  {
    name: 'an alias is found by part of it',
    filter: f('czech', 'en'),
    expected: ['cz-klementinum'],
  },
  { name: 'هنغاريا finds المجر', filter: f('هنغاريا', 'ar'), expected: ['hu-oszk'] },
  { name: 'المجر finds itself', filter: f('المجر', 'ar'), expected: ['hu-oszk'] },
  { name: 'سورية finds سوريا', filter: f('سورية', 'ar'), expected: ['sy-assad'] },
  { name: 'an alias works in either language', filter: f('تركيا', 'en'), expected: ['tr-milli'] },
  { name: 'Holland finds the Netherlands', filter: f('Holland', 'en'), expected: ['nl-kb'] },
  { name: 'Britain finds the United Kingdom', filter: f('Britain', 'en'), expected: ['gb-bl'] },
  {
    name: 'Great Britain finds the United Kingdom',
    filter: f('great britain', 'en'),
    expected: ['gb-bl'],
  },
  { name: 'بريطانيا finds المملكة المتحدة', filter: f('بريطانيا', 'ar'), expected: ['gb-bl'] },
  { name: 'أميركا finds الولايات المتحدة', filter: f('أميركا', 'ar'), expected: ['us-loc'] },
  { name: 'Persia, a former name, finds Iran', filter: f('Persia', 'en'), expected: ['ir-nlai'] },
  { name: 'بلاد فارس finds إيران', filter: f('بلاد فارس', 'ar'), expected: ['ir-nlai'] },
  {
    name: 'UK in capitals is a whole word: the United Kingdom, not Ukraine',
    filter: f('UK', 'en'),
    expected: ['gb-bl'],
  },
  {
    name: 'USA in capitals is a whole word: not inside Busan',
    filter: f('USA', 'en'),
    expected: ['us-loc'],
  },
  {
    name: 'US in capitals finds the United States only',
    filter: f('US', 'ar'),
    expected: ['us-loc'],
  },
  { name: 'a capitals word finds a name word too', filter: f('KB', 'en'), expected: ['nl-kb'] },
  {
    name: 'lower case uk is still found inside words',
    filter: f('uk', 'en'),
    expected: ['gb-bl', 'ua-vernadsky'],
  },
];

export interface CountCase {
  /** What the case shows. */
  name: string;
  libraries: readonly SearchableLibrary[];
  expected: LibraryCounts;
}

const europe: [string, string] = ['Europe', 'أوروبا'];
const northAfrica: [string, string] = ['North Africa', 'شمال أفريقيا'];

export const COUNT_CASES: readonly CountCase[] = [
  {
    name: 'the sample libraries',
    libraries: SAMPLE_RECORDS,
    expected: { libraries: 8, countries: 8, regions: 6 },
  },
  {
    name: 'libraries, distinct countries and distinct regions',
    libraries: [
      record('fr', ['A', 'أ'], ['France', 'فرنسا'], europe),
      record('eg-1', ['B', 'ب'], ['Egypt', 'مصر'], northAfrica),
      record('eg-2', ['C', 'ج'], ['Egypt', 'مصر'], northAfrica),
      record('de', ['D', 'د'], ['Germany', 'ألمانيا'], europe),
    ],
    expected: { libraries: 4, countries: 3, regions: 2 },
  },
  {
    name: 'two libraries in one country and region',
    libraries: FILTER_RECORDS.filter((library) => library.country.en === 'Egypt'),
    expected: { libraries: 2, countries: 1, regions: 1 },
  },
  { name: 'no libraries', libraries: [], expected: { libraries: 0, countries: 0, regions: 0 } },
  {
    name: 'names equal after trimming count once; empty names not at all',
    libraries: [
      record('a', ['A', 'أ'], ['France', 'فرنسا'], europe),
      record('b', ['B', 'ب'], [' France ', 'فرنسا'], ['Europe ', 'أوروبا']),
      record('c', ['C', 'ج'], ['', ''], ['', '']),
    ],
    expected: { libraries: 3, countries: 1, regions: 1 },
  },
  {
    name: 'countries count by their English names, whatever the Arabic ones say',
    libraries: [
      record('a', ['A', 'أ'], ['Czech Republic', 'التشيك'], europe),
      record('b', ['B', 'ب'], ['Czech Republic', 'تشيكيا'], europe),
    ],
    expected: { libraries: 2, countries: 1, regions: 1 },
  },
];
