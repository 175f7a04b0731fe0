import type { Meta, StoryObj } from '@storybook/react-vite';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { expect, within } from 'storybook/test';
import {
  countDistinct,
  filterLibraries,
  normalizeForSearch,
  type LibraryFilter,
  type SearchableLibrary,
} from '@libatlas/directory';
import type { Language } from '@libatlas/i18n';
import { sampleLibrary } from './fixtures/sampleLibraries.ts';

// The search rule of spec §5 and the home counters of spec §9 (@libatlas/directory), checked case
// by case. The same cases are unit tests in packages/directory, run in Node; here the play function
// asserts them with the browser's own Unicode normalisation, and the table shows them to a reader
// of Storybook.

type TestRecord = SearchableLibrary & { id: string };

function record(
  id: string,
  name: [string, string],
  country: [string, string],
  region: [string, string],
): TestRecord {
  return {
    id,
    lib_name: { en: name[0], ar: name[1] },
    country: { en: country[0], ar: country[1] },
    region: { en: region[0], ar: region[1] },
  };
}

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
];

// Picked by id, so a library added to the shared fixtures later does not change these cases.
const samples = [
  'fr-bnf',
  'gb-bl',
  'us-loc',
  'eg-enla',
  'sa-kfnl',
  'au-nla',
  'jp-ndl',
  'qa-qnl',
].map(sampleLibrary);

const all: TestRecord[] = [...samples, ...spellings];

interface FilterCase {
  /** What the case shows. */
  name: string;
  filter: LibraryFilter;
  /** Ids of the libraries that must match, in the list's order. */
  expected: string[];
}

const ids = (list: readonly { id: string }[]) => list.map((library) => library.id);
const f = (
  search: string,
  language: Language,
  region: LibraryFilter['region'] = 'all',
): LibraryFilter => ({ search, language, region });

const FILTER_CASES: FilterCase[] = [
  { name: 'empty search, all regions: everything', filter: f('', 'en'), expected: ids(all) },
  { name: 'blank search counts as empty', filter: f('   ', 'ar'), expected: ids(all) },
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
    expected: ['fr-bnf', 'gb-bl', 'hu-oszk', 'cz-klementinum'],
  },
  { name: 'region filter alone', filter: f('', 'en', 'Asia'), expected: ['jp-ndl', 'xx-ala'] },
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
  { name: 'Arabic country in Arabic', filter: f('فرنسا', 'ar'), expected: ['fr-bnf'] },
  {
    name: 'only the current language is searched (English word, Arabic interface)',
    filter: f('France', 'ar'),
    expected: [],
  },
  {
    name: 'only the current language is searched (Arabic word, English interface)',
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
    expected: ['jp-ndl', 'xx-ala'],
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
  { name: 'هنغاريا finds المجر', filter: f('هنغاريا', 'ar'), expected: ['hu-oszk'] },
  { name: 'المجر finds itself', filter: f('المجر', 'ar'), expected: ['hu-oszk'] },
  { name: 'سورية finds سوريا', filter: f('سورية', 'ar'), expected: ['sy-assad'] },
  {
    name: 'region filter compares the English name in Arabic too',
    filter: f('', 'ar', 'North Africa'),
    expected: ['eg-enla', 'eg-bibalex'],
  },
];

interface CountCase {
  name: string;
  libraries: SearchableLibrary[];
  expected: ReturnType<typeof countDistinct>;
}

const COUNT_CASES: CountCase[] = [
  {
    name: 'the sample libraries',
    libraries: samples,
    expected: { libraries: 8, countries: 8, regions: 6 },
  },
  {
    name: 'two libraries in one country and region',
    libraries: [sampleLibrary('eg-enla'), spellings[0]!],
    expected: { libraries: 2, countries: 1, regions: 1 },
  },
  { name: 'no libraries', libraries: [], expected: { libraries: 0, countries: 0, regions: 0 } },
  {
    name: 'names equal after trimming count once; empty names not at all',
    libraries: [
      record('a', ['A', 'أ'], ['France', 'فرنسا'], ['Europe', 'أوروبا']),
      record('b', ['B', 'ب'], [' France ', 'فرنسا'], ['Europe ', 'أوروبا']),
      record('c', ['C', 'ج'], ['', ''], ['', '']),
    ],
    expected: { libraries: 3, countries: 1, regions: 1 },
  },
];

function FilterCaseTable() {
  return (
    <Table size="small">
      <caption>filterLibraries and countDistinct</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Case
          </TableCell>
          <TableCell component="th" scope="col">
            Input
          </TableCell>
          <TableCell component="th" scope="col">
            Expected
          </TableCell>
          <TableCell component="th" scope="col">
            Actual
          </TableCell>
          <TableCell component="th" scope="col">
            Result
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {FILTER_CASES.map(({ name, filter, expected }) => {
          const actual = ids(filterLibraries(all, filter));
          const pass = JSON.stringify(actual) === JSON.stringify(expected);
          return (
            <TableRow key={name}>
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              <TableCell>{`${filter.language} · "${filter.search}" · ${filter.region}`}</TableCell>
              <TableCell>{expected.join(', ') || '—'}</TableCell>
              <TableCell>{actual.join(', ') || '—'}</TableCell>
              <TableCell>{pass ? 'pass' : 'FAIL'}</TableCell>
            </TableRow>
          );
        })}
        {COUNT_CASES.map(({ name, libraries, expected }) => {
          const actual = countDistinct(libraries);
          const pass = JSON.stringify(actual) === JSON.stringify(expected);
          return (
            <TableRow key={name}>
              <TableCell component="th" scope="row">{`countDistinct: ${name}`}</TableCell>
              <TableCell>{`${libraries.length} records`}</TableCell>
              <TableCell>{JSON.stringify(expected)}</TableCell>
              <TableCell>{JSON.stringify(actual)}</TableCell>
              <TableCell>{pass ? 'pass' : 'FAIL'}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Browse/filterLibraries',
  component: FilterCaseTable,
  // A test table, not a component: no docs page and no screenshot.
  tags: ['!autodocs'],
  parameters: { visual: { disable: true }, chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof FilterCaseTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cases: Story = {
  play: async ({ canvasElement }) => {
    for (const { name, filter, expected } of FILTER_CASES) {
      await expect(ids(filterLibraries(all, filter)), name).toEqual(expected);
    }
    for (const { name, libraries, expected } of COUNT_CASES) {
      await expect(countDistinct(libraries), name).toEqual(expected);
    }
    // Filtering keeps the caller's records (and their extra fields) and order.
    const europe = filterLibraries(samples, f('', 'en', 'Europe'));
    await expect(europe[0]).toBe(samples[0]);

    await expect(normalizeForSearch('  مَكْتَبَـــةُ   الإِسْكَنْدَرِيَّة ')).toBe('مكتبه الاسكندريه');
    // ؤ and ئ keep their hamza: only marks that do not change the word are dropped.
    await expect(normalizeForSearch('مسؤول رئيس')).toBe('مسؤول رئيس');

    const table = within(canvasElement).getByRole('table');
    await expect(within(table).queryAllByText('FAIL')).toHaveLength(0);
    await expect(within(table).getAllByText('pass')).toHaveLength(
      FILTER_CASES.length + COUNT_CASES.length,
    );
  },
};
