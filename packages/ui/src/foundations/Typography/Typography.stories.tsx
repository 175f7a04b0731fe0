import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FONT_SIZE_MAX, FONT_SIZE_MIN, siteSettingsSchema } from '@libatlas/contracts';
import { FONT_PAIRS } from '../../theme/fonts.ts';
import { FontPairs } from './FontPairs.tsx';
import { TypeScale } from './TypeScale.tsx';

const meta = {
  title: 'Foundations/Typography',
  component: TypeScale,
  subcomponents: { FontPairs },
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each Latin family with its Arabic pair, in the three weights the site uses. */
export const Pairs: Story = {
  render: () => <FontPairs />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('font-pair')).toHaveLength(
      siteSettingsSchema.shape.fontFamily.options.length,
    );
    // Every face the pairs name is self-hosted for its script: loading it finds a face.
    for (const { latin, arabic } of Object.values(FONT_PAIRS)) {
      await expect(await document.fonts.load(`16px "${latin}"`, 'Aa')).not.toEqual([]);
      await expect(await document.fonts.load(`16px "${arabic}"`, 'مكتبة')).not.toEqual([]);
    }
  },
};

/** The type scale at the sliders' extremes and defaults. */
export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
    // h1 grows by 1.2 per level over the Headings size: 12 × 1.2⁵ and 24 × 1.2⁵.
    for (const size of [FONT_SIZE_MIN, FONT_SIZE_MAX])
      await expect(
        canvas.getByText(`h1 · ${Math.round(size * 1.2 ** 5 * 10) / 10}px`),
      ).toBeVisible();
  },
};
