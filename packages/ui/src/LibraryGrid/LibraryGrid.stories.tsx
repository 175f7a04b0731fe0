import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { sampleLibraries } from '../fixtures/sampleLibraries.ts';
import { LibraryGrid } from './LibraryGrid.tsx';

const sixLibraries = sampleLibraries.slice(0, 6);

const meta = {
  title: 'Components/LibraryGrid',
  component: LibraryGrid,
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

/** Near matches of a search: each card says why it was found (the Libraries page's related list). */
export const WithNotes: Story = {
  args: {
    libraries: sixLibraries.slice(0, 3),
    noteOf: (library) => (library.id === sixLibraries[0]!.id ? 'Similar spelling' : undefined),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(within(first!).getByText('Similar spelling')).toBeVisible();
    await expect(within(second!).queryByText('Similar spelling')).toBeNull();
  },
};
