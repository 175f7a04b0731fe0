import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { sampleLibraries } from '../fixtures/sampleLibraries.ts';
import { LaterLibraries } from './LaterLibraries.tsx';
import { LibraryGrid } from './LibraryGrid.tsx';

const sixLibraries = sampleLibraries.slice(0, 6);

const meta = {
  title: 'Components/LibraryGrid',
  component: LibraryGrid,
  // Drawn inside <noscript>: nothing shows with scripts running (the pages journeys read it).
  subcomponents: { LaterLibraries },
  args: { libraries: sixLibraries, canEdit: false, onEdit: fn() },
  parameters: {
    // A width between the md (900px) and lg (1200px) breakpoints, which Storybook's own list lacks.
    viewport: {
      options: {
        medium: { name: 'Medium', styles: { width: '1024px', height: '900px' }, type: 'desktop' },
      },
    },
  },
} satisfies Meta<typeof LibraryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many columns the grid's list lays its cards out in, as the browser computed them. */
function columnCount(canvasElement: HTMLElement): number {
  const list = within(canvasElement).getByRole('list');
  return getComputedStyle(list).gridTemplateColumns.split(' ').filter(Boolean).length;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(canvas.queryByRole('button', { name: i18n.t('library.edit') })).toBeNull();
  },
};

export const Empty: Story = {
  args: { libraries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('libraries.noResults'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const EmptyWithOwnText: Story = {
  args: { libraries: [], emptyText: 'No libraries in this region yet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No libraries in this region yet')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'المكتبة البريطانية' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'دار الكتب والوثائق القومية' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const Admin: Story = {
  args: { canEdit: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: i18n.t('library.edit') });
    await expect(buttons).toHaveLength(6);
    await userEvent.click(buttons[1]!);
    await expect(args.onEdit).toHaveBeenCalledWith(sixLibraries[1]);
  },
};

/** Small screens: one column (spec §9). */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(1);
  },
};

/** Medium screens: two columns (spec §9). */
export const Medium: Story = {
  globals: { viewport: { value: 'medium', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(2);
  },
};

/** Large screens: three columns (spec §9). */
export const Wide: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(3);
  },
};

/** A list that grows a few cards per task, then turns its Edit buttons on (an admin signing in). */
function GrowingThenAdmin(props: Parameters<typeof LibraryGrid>[0]) {
  const [admin, setAdmin] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAdmin(true)}>
        Sign in as admin
      </button>
      <LibraryGrid {...props} canEdit={admin} />
    </>
  );
}

/**
 * The cards drawn first stay as they are while the next ones arrive, yet a card whose props change
 * is drawn again: every card, the first two included, gets its Edit button.
 */
export const GrowsThenChanges: Story = {
  args: { firstCount: 2 },
  render: (args) => <GrowingThenAdmin {...args} />,
  parameters: { visual: { disable: true }, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(6));
    await expect(canvas.queryByRole('button', { name: i18n.t('library.edit') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in as admin' }));
    const buttons = canvas.getAllByRole('button', { name: i18n.t('library.edit') });
    await expect(buttons).toHaveLength(6);
    await userEvent.click(buttons[0]!);
    await expect(args.onEdit).toHaveBeenCalledWith(sixLibraries[0]);
  },
};
