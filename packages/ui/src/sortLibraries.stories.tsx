import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sortLibraries, type SortableLibrary } from '@libatlas/directory';
import { localized, type Language } from '@libatlas/i18n';

// The directory's order (@libatlas/directory), checked case by case. The same cases are unit tests
// in packages/directory, run with Node's collation data; here the play function asserts them with
// the browser's, and the lists show the order to a reader of Storybook.

type TestRecord = SortableLibrary & { id: string };

const record = (id: string, name: [string, string], country: [string, string]): TestRecord => ({
  id,
  lib_name: { en: name[0], ar: name[1] },
  country: { en: country[0], ar: country[1] },
});

// Italy's two central national libraries share a country; the Arabic country names begin with
// different letters from the English ones, so the two languages give different orders.
const LIBRARIES: TestRecord[] = [
  record(
    'it-bncr',
    ['National Central Library of Rome', 'المكتبة الوطنية المركزية في روما'],
    ['Italy', 'إيطاليا'],
  ),
  record(
    'eg-enla',
    ['Egyptian National Library and Archives', 'دار الكتب والوثائق القومية'],
    ['Egypt', 'مصر'],
  ),
  record(
    'de-dnb',
    ['German National Library', 'المكتبة الوطنية الألمانية'],
    ['Germany', 'ألمانيا'],
  ),
  record(
    'it-bncf',
    ['National Central Library of Florence', 'المكتبة الوطنية المركزية في فلورنسا'],
    ['Italy', 'إيطاليا'],
  ),
  record(
    'at-onb',
    ['Austrian National Library', 'المكتبة الوطنية النمساوية'],
    ['Austria', 'النمسا'],
  ),
  record(
    'ae-nla',
    ['National Library and Archives', 'الأرشيف والمكتبة الوطنية'],
    ['United Arab Emirates', 'الإمارات العربية المتحدة'],
  ),
];

const EXPECTED: Record<Language, string[]> = {
  en: ['at-onb', 'eg-enla', 'de-dnb', 'it-bncf', 'it-bncr', 'ae-nla'],
  // Alef forms (ا أ إ) count as one letter: الإمارات، ألمانيا، النمسا، إيطاليا (روما قبل فلورنسا)، مصر.
  ar: ['ae-nla', 'de-dnb', 'at-onb', 'it-bncr', 'it-bncf', 'eg-enla'],
};

function SortedLists() {
  return (
    <div>
      {(['en', 'ar'] as const).map((language) => (
        <ol key={language} lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
          {sortLibraries(LIBRARIES, language).map((library) => (
            <li key={library.id} data-id={library.id}>
              {`${localized(library.country, language)}: ${localized(library.lib_name, language)}`}
            </li>
          ))}
        </ol>
      ))}
    </div>
  );
}

const meta = {
  title: 'Browse/sortLibraries',
  component: SortedLists,
  // A test list, not a component: no docs page and no screenshot.
  tags: ['!autodocs'],
  parameters: { visual: { disable: true }, chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof SortedLists>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cases: Story = {
  play: async ({ canvasElement }) => {
    for (const language of ['en', 'ar'] as const) {
      const sorted = sortLibraries(LIBRARIES, language);
      await expect(
        sorted.map((library) => library.id),
        language,
      ).toEqual(EXPECTED[language]);
      // The records themselves, in a new array; the input keeps its order.
      await expect(sorted).not.toBe(LIBRARIES);
      await expect(sorted).toContain(LIBRARIES[0]);
    }
    await expect(LIBRARIES[0]!.id).toBe('it-bncr');

    // An empty name in the active language sorts by its fallback, the other language's name.
    const fallback = sortLibraries(
      [record('b', ['', 'ب'], ['X', 'س']), record('a', ['', 'أ'], ['X', 'س'])],
      'en',
    );
    await expect(fallback.map((library) => library.id)).toEqual(['a', 'b']);

    const lists = within(canvasElement).getAllByRole('list');
    for (const [index, language] of (['en', 'ar'] as const).entries()) {
      const shown = within(lists[index]!)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-id'));
      await expect(shown).toEqual(EXPECTED[language]);
    }
  },
};
