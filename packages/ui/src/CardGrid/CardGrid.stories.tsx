import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleLibraries } from '../fixtures/sampleLibraries.ts';
import { LibraryCard } from '../LibraryCard/index.ts';
import { CardGrid } from './CardGrid.tsx';

const meta = {
  title: 'Browse/CardGrid',
  component: CardGrid,
  args: {
    children: sampleLibraries.map((library) => <LibraryCard key={library.id} library={library} />),
  },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many columns the grid shows, and how many spec §2 wants at the list's width (MUI md 900, lg 1200). */
async function expectSpecColumns(list: HTMLElement) {
  const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
  const width = window.innerWidth;
  await expect(columns).toBe(width >= 1200 ? 3 : width >= 900 ? 2 : 1);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleLibraries.length);
    await expectSpecColumns(list);
  },
};

/** One column on a phone (320px wide). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
  play: async ({ canvasElement }) => {
    await expectSpecColumns(within(canvasElement).getByRole('list'));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'مكتبة قطر الوطنية' }),
    ).toBeVisible();
  },
};
