import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { sampleLibraries } from '../fixtures/sampleLibraries.ts';
import { SuggestionBoardControls } from './SuggestionBoardControls.tsx';

const t = i18n.t.bind(i18n);

const meta = {
  title: 'Suggestions/SuggestionBoardControls',
  component: SuggestionBoardControls,
  args: {
    sort: 'newest',
    onSortChange: fn(),
    search: '',
    onSearchChange: fn(),
    type: null,
    onTypeChange: fn(),
    libraryId: null,
    onLibraryChange: fn(),
    libraries: sampleLibraries.map((library) => ({ id: library.id, name: library.lib_name })),
  },
  decorators: [
    (Story) => (
      // Room above for the fields' floating labels.
      <Box sx={{ pt: 1 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SuggestionBoardControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, every type and library; the orders of the board, in the active language. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sort = canvas.getByRole('combobox', { name: t('suggestionBoard.sortLabel') });
    // The browser's own lists, named as in the board's address (a form without the app's code).
    await expect(sort).toHaveAttribute('name', 'sort');
    await expect(
      canvas.getByRole('combobox', { name: t('suggestionBoard.typeLabel') }),
    ).toHaveAttribute('name', 'type');
    const options = within(sort).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      t('suggestionBoard.sort.newest'),
      t('suggestionBoard.sort.votes'),
      t('suggestionBoard.sort.comments'),
    ]);
    await userEvent.selectOptions(sort, t('suggestionBoard.sort.votes'));
    await expect(args.onSortChange).toHaveBeenCalledWith('votes');
    await userEvent.type(
      canvas.getByRole('searchbox', { name: t('suggestionBoard.searchLabel') }),
      'm',
    );
    await expect(args.onSearchChange).toHaveBeenCalledWith('m');
  },
};

/** Filtered to one library and one type. */
export const Filtered: Story = {
  args: { libraryId: 'fr-bnf', type: 'improvement', sort: 'comments' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('combobox', { name: t('suggestionBoard.libraryLabel') }),
    ).toHaveValue(
      i18n.language === 'ar' ? 'المكتبة الوطنية الفرنسية' : 'National Library of France',
    );
  },
};
