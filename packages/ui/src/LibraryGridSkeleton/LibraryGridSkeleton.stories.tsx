import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { expect, waitFor, within } from 'storybook/test';
import { sampleLibrary } from '../fixtures/sampleLibraries.ts';
import { LibraryGrid } from '../LibraryGrid/index.ts';
import { LibraryGridSkeleton } from './LibraryGridSkeleton.tsx';

const meta = {
  title: 'Browse/LibraryGridSkeleton',
  component: LibraryGridSkeleton,
  args: { count: 3 },
} satisfies Meta<typeof LibraryGridSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three placeholders, the grid's columns filled, nothing for a screen reader to read. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('ul');
    await expect(grid).not.toBeNull();
    await expect(grid!.querySelectorAll('li')).toHaveLength(3);
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** Placeholders under the cards they stand for: the same columns, a card's height. */
export const UnderTheCards: Story = {
  render: (args) => (
    <Stack spacing={3}>
      <LibraryGrid libraries={['fr-bnf', 'eg-enla', 'jp-ndl'].map(sampleLibrary)} />
      <LibraryGridSkeleton {...args} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // The cards themselves: a long list's cell reaches into the gap around its card. Measured once
    // the browser has drawn them (a card of a long list is laid out once it is found on screen).
    await waitFor(async () => {
      const [cards, placeholders] = [...canvasElement.querySelectorAll('ul')].map((grid) =>
        [...grid.querySelectorAll(':scope > li > *')].map((item) => item.getBoundingClientRect()),
      );
      await expect(placeholders).toHaveLength(3);
      for (const [index, placeholder] of placeholders!.entries()) {
        const card = cards![index]!;
        await expect(Math.round(placeholder.left)).toBe(Math.round(card.left));
        await expect(Math.round(placeholder.width)).toBe(Math.round(card.width));
        await expect(Math.abs(placeholder.height - card.height)).toBeLessThan(8);
      }
    });
  },
};
