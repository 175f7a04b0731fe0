import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { sampleProposal } from '../fixtures/sampleEdits.ts';
import { sampleLibrary } from '../fixtures/sampleLibraries.ts';
import { LibraryEditDiff } from './LibraryEditDiff.tsx';

// Port 9 (discard) never answers: the maps work without their tiles, the same on every run.
const UNREACHABLE_TILES = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

const t = i18n.t.bind(i18n);

const meta = {
  title: 'Suggestions/LibraryEditDiff',
  component: LibraryEditDiff,
  args: { proposal: sampleProposal, pending: true, tileUrl: UNREACHABLE_TILES },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 880 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LibraryEditDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both maps drawn (their code arrives lazily): a story should not end half drawn. */
async function mapsDrawn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: t('libraryEdits.mapBefore') }, { timeout: 15000 });
  await canvas.findByRole('region', { name: t('libraryEdits.mapAfter') }, { timeout: 15000 });
}

/**
 * What every reader sees: each field before and after, both languages of the hours, the moved
 * point on two maps side by side, the source and the note; no boxes, no buttons.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapsDrawn(canvasElement);
    const name = sampleProposal.libraryName[i18n.language === 'ar' ? 'ar' : 'en'];
    await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', '/libraries/fr-bnf');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('+33 1 53 79 53 79')).toBeVisible();
    // The Arabic hours keep their language and direction in an English page.
    await expect(canvas.getByText(/الأحد مغلقة/, { selector: '[lang="ar"]' })).toHaveAttribute(
      'dir',
      'rtl',
    );
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('libraryEdits.apply') })).toBeNull();
    await expect(canvas.getByRole('link', { name: /bnf\.fr\/fr\/horaires/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** An admin unticks the phone and applies the hours and the point. */
export const AdminReview: Story = {
  args: { onApply: fn(async () => {}), onReject: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await mapsDrawn(canvasElement);
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(3);
    for (const box of boxes) await expect(box).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('libraryForm.fields.phone') }));
    await userEvent.click(canvas.getByRole('button', { name: t('libraryEdits.apply') }));
    await expect(args.onApply).toHaveBeenCalledWith(['operatingHours', 'location']);
    await userEvent.click(canvas.getByRole('button', { name: t('suggestions.reject') }));
    await expect(args.onReject).toHaveBeenCalled();
  },
};

const changedHours = {
  en: 'Closed for works until May',
  ar: 'مغلقة للأشغال حتى مايو',
};

/**
 * The library changed since the proposal: the hours hold another value now, shown beside the
 * proposal's, and their box is unticked; Apply with nothing ticked says to choose a field.
 */
export const Conflict: Story = {
  args: {
    onApply: fn(async () => {}),
    onReject: fn(),
    conflict: {
      current: { ...sampleLibrary('fr-bnf'), operatingHours: changedHours },
      conflicts: ['operatingHours'],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await mapsDrawn(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('libraryEdits.conflictTitle'));
    await expect(canvas.getByText(changedHours.en)).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: t('libraryForm.fields.operatingHours') }),
    ).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('libraryForm.fields.phone') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('libraryForm.fields.location') }));
    await userEvent.click(canvas.getByRole('button', { name: t('libraryEdits.apply') }));
    await expect(canvas.getByText(t('libraryEdits.chooseAField'))).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
