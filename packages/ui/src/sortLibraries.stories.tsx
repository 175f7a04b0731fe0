import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sortLibraries } from '@libatlas/directory';
import { SORT_CASES, SORT_EXPECTED, SORT_RECORDS } from '@libatlas/directory/testing';
import { localized } from '@libatlas/i18n';

// The directory's order (@libatlas/directory), checked case by case. The cases are
// @libatlas/directory's own table, which its unit tests run with Node's collation data; here the
// play function asserts them with the browser's, and the lists show the order to a reader of
// Storybook.

function SortedLists() {
  return (
    <div>
      {(['en', 'ar'] as const).map((language) => (
        <ol key={language} lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
          {sortLibraries(SORT_RECORDS, language).map((library) => (
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
    for (const { name, libraries, language, expected } of SORT_CASES) {
      await expect(
        sortLibraries(libraries, language).map((library) => library.id),
        name,
      ).toEqual(expected);
    }
    // The records themselves, in a new array; the input keeps its order.
    const sorted = sortLibraries(SORT_RECORDS, 'en');
    await expect(sorted).not.toBe(SORT_RECORDS);
    await expect(sorted).toContain(SORT_RECORDS[0]);
    await expect(SORT_RECORDS[0]!.id).toBe('it-bncr');

    const lists = within(canvasElement).getAllByRole('list');
    for (const [index, language] of (['en', 'ar'] as const).entries()) {
      const shown = within(lists[index]!)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-id'));
      await expect(shown).toEqual(SORT_EXPECTED[language]);
    }
  },
};
