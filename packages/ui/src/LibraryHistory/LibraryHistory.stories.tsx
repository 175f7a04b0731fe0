import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { sampleHistory } from '../fixtures/sampleEdits.ts';
import { LibraryHistory } from './LibraryHistory.tsx';

const t = i18n.t.bind(i18n);

const meta = {
  title: 'Manage/LibraryHistory',
  component: LibraryHistory,
  args: { changes: sampleHistory, onRevert: fn(async () => {}) },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 880 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LibraryHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The BnF's history, newest first: the reader's hours applied then reverted, an admin's edit, the
 * seed. Only changes still in force can be reverted; a revert asks first.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        name: t('libraryEdits.history.proposal', {
          author: 'Amina Haddad',
          name: 'Atlas Admin',
        }),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(t('libraryEdits.history.reverted'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('libraryEdits.history.viewSuggestion') }),
    ).toHaveAttribute('href', '/suggestions/s-bnf-hours');
    // The revert and the edit can be undone; the reverted proposal and the seed cannot.
    const revertButtons = canvas.getAllByRole('button', {
      name: t('libraryEdits.history.revertButton'),
    });
    await expect(revertButtons).toHaveLength(2);
    await userEvent.click(revertButtons[1]!);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('libraryEdits.history.confirmTitle'),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('libraryEdits.history.revertButton') }),
    );
    await expect(args.onRevert).toHaveBeenCalledWith('h-edit');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** A library with nothing recorded yet (created before the history was kept). */
export const Empty: Story = {
  args: { changes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('libraryEdits.history.empty'))).toBeVisible();
  },
};
