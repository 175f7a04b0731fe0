import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconMirroring } from './IconMirroring.tsx';

const meta = {
  title: 'Foundations/Icons',
  component: IconMirroring,
  args: { mirrored: true },
} satisfies Meta<typeof IconMirroring>;

export default meta;
type Story = StoryObj<typeof meta>;

const transformOf = (canvasElement: HTMLElement, name: string) =>
  getComputedStyle(within(canvasElement).getByTestId(name).querySelector('svg')!).transform;

/** Back, send, open in a new tab and sign out point the other way in Arabic. */
export const Mirrored: Story = {
  play: async ({ canvasElement }) => {
    const rtl = document.documentElement.dir === 'rtl';
    await expect(transformOf(canvasElement, 'ArrowBack')).toBe(
      rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none',
    );
  },
};

/** Objects and fixed shapes are drawn the same in both directions. */
export const NeverMirrored: Story = {
  args: { mirrored: false },
  play: async ({ canvasElement }) => {
    await expect(transformOf(canvasElement, 'Search')).toBe('none');
  },
};
