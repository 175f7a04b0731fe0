import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpacingAndShape } from './SpacingAndShape.tsx';

const meta = {
  title: 'Foundations/Spacing and shape',
  component: SpacingAndShape,
} satisfies Meta<typeof SpacingAndShape>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spacing steps and the four card shapes. */
export const SpacingAndCorners: Story = {
  play: async ({ canvasElement }) => {
    const [roundShadow, roundOutline, square] =
      within(canvasElement).getAllByTestId('shape-sample');
    await expect(getComputedStyle(roundShadow!).borderTopLeftRadius).toBe('12px');
    await expect(getComputedStyle(roundShadow!).boxShadow).not.toBe('none');
    await expect(getComputedStyle(roundOutline!).boxShadow).toBe('none');
    await expect(getComputedStyle(square!).borderTopLeftRadius).toBe('0px');
  },
};
