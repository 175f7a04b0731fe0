import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { siteSettingsSchema } from '@libatlas/contracts';
import { AA_TEXT_CONTRAST } from '../../ThemeSettingsPanel/index.ts';
import { ColorPalettes } from './ColorPalettes.tsx';

const meta = {
  title: 'Foundations/Colour',
  component: ColorPalettes,
} satisfies Meta<typeof ColorPalettes>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every palette of the Customise page. The play function counts them against the settings schema
 * (each scheme with each accent, Custom once) and holds every checked pair to WCAG AA.
 */
export const Palettes: Story = {
  play: async ({ canvasElement }) => {
    const { colorScheme, accent } = siteSettingsSchema.shape;
    const rows = within(canvasElement).getAllByTestId('palette');
    await expect(rows).toHaveLength((colorScheme.options.length - 1) * accent.options.length + 1);
    for (const cell of canvasElement.querySelectorAll<HTMLElement>('[data-ratio]')) {
      await expect(Number(cell.dataset.ratio)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  },
};
