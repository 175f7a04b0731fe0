import type { Language } from '@libatlas/i18n';
import { describe, expect, it } from 'vitest';
import { filterLibraries, type LibraryFilter } from '../src/index.ts';
import { searchableRecord as record, type TestRecord } from './searchableRecord.ts';

// The search rule of spec §5, case by case (the same cases packages/ui's filterLibraries story
// shows in the browser).

const samples: TestRecord[] = [
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
const spellings: TestRecord[] = [
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

const all = [...samples, ...spellings];

const ids = (list: readonly { id: string }[]) => list.map((library) => library.id);
const f = (
  search: string,
  language: Language,
  region: LibraryFilter['region'] = 'all',
): LibraryFilter => ({ search, language, region });

const CASES: [name: string, filter: LibraryFilter, expected: string[]][] = [
  ['empty search, all regions: everything', f('', 'en'), ids(all)],
  ['blank search counts as empty', f('   ', 'ar'), ids(all)],
  ['country, trimmed and case-insensitive', f('  FRANCE ', 'en'), ['fr-bnf']],
  ['substring of names', f('library of', 'en'), ['fr-bnf', 'us-loc', 'au-nla']],
  [
    'region name in the search box',
    f('europe', 'en'),
    ['fr-bnf', 'gb-bl', 'hu-oszk', 'cz-klementinum', 'nl-kb', 'ua-vernadsky'],
  ],
  ['region filter alone', f('', 'en', 'Asia'), ['jp-ndl', 'xx-ala', 'kr-busan']],
  ['search and region filter combined', f('british', 'en', 'Europe'), ['gb-bl']],
  ['a match outside the chosen region is dropped', f('japan', 'en', 'Europe'), []],
  [
    'region filter compares the English name in Arabic too',
    f('', 'ar', 'North Africa'),
    ['eg-enla', 'eg-bibalex'],
  ],
  ['Arabic country in Arabic', f('فرنسا', 'ar'), ['fr-bnf']],
  ['only the current language is searched (English word, Arabic page)', f('France', 'ar'), []],
  ['only the current language is searched (Arabic word, English page)', f('فرنسا', 'en'), []],
  ['an empty English name falls back to the Arabic one', f('مكتبة قطر', 'en'), ['qa-qnl']],
  ['tashkeel in the query is ignored', f('قَطَر', 'ar'), ['qa-qnl']],
  [
    'tatweel and hamza on alef in the data are ignored',
    f('مكتبة الاسكندرية', 'ar'),
    ['eg-bibalex'],
  ],
  ['full tashkeel in the data is ignored', f('الوطنية الاردنية', 'ar'), ['jo-vowelled']],
  ['alef madda (آ) is found by a plain alef', f('اسيا', 'ar'), ['jp-ndl', 'xx-ala', 'kr-busan']],
  ['taa marbuta is found as haa', f('مكتبه قطر', 'ar'), ['qa-qnl']],
  ['alef maqsura is not folded into yaa (علي ≠ على)', f('علي', 'ar'), []],
  ['Latin accents are ignored', f('quebec', 'en'), ['ca-banq']],
  ['Czechia finds the Czech Republic', f('czechia', 'en'), ['cz-klementinum']],
  ['Türkiye finds Turkey, accents or not', f('Turkiye', 'en'), ['tr-milli']],
  ['Türkiye with its accent', f('Türkiye', 'en'), ['tr-milli']],
  ['an alias is found by part of it', f('czech', 'en'), ['cz-klementinum']],
  ['هنغاريا finds المجر', f('هنغاريا', 'ar'), ['hu-oszk']],
  ['المجر finds itself', f('المجر', 'ar'), ['hu-oszk']],
  ['سورية finds سوريا', f('سورية', 'ar'), ['sy-assad']],
  ['an alias works in either language', f('تركيا', 'en'), ['tr-milli']],
  ['Holland finds the Netherlands', f('Holland', 'en'), ['nl-kb']],
  ['Britain finds the United Kingdom', f('Britain', 'en'), ['gb-bl']],
  ['Great Britain finds the United Kingdom', f('great britain', 'en'), ['gb-bl']],
  ['بريطانيا finds المملكة المتحدة', f('بريطانيا', 'ar'), ['gb-bl']],
  ['أميركا finds الولايات المتحدة', f('أميركا', 'ar'), ['us-loc']],
  ['Persia, a former name, finds Iran', f('Persia', 'en'), ['ir-nlai']],
  ['بلاد فارس finds إيران', f('بلاد فارس', 'ar'), ['ir-nlai']],
  ['UK in capitals is a whole word: the United Kingdom, not Ukraine', f('UK', 'en'), ['gb-bl']],
  ['USA in capitals is a whole word: not inside Busan', f('USA', 'en'), ['us-loc']],
  ['US in capitals finds the United States only', f('US', 'ar'), ['us-loc']],
  ['a capitals word finds a name word too', f('KB', 'en'), ['nl-kb']],
  ['lower case uk is still found inside words', f('uk', 'en'), ['gb-bl', 'ua-vernadsky']],
];

describe('filterLibraries', () => {
  it.each(CASES)('%s', (_name, filter, expected) => {
    expect(ids(filterLibraries(all, filter))).toEqual(expected);
  });

  it("keeps the caller's records, with their extra fields, in their order", () => {
    const europe = filterLibraries(samples, f('', 'en', 'Europe'));
    expect(europe[0]).toBe(samples[0]);
    expect(ids(europe)).toEqual(['fr-bnf', 'gb-bl']);
  });
});
