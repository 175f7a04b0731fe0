import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { REGIONS } from '@libatlas/contracts';
import type { RegionFilterValue } from '@libatlas/directory';
import { i18n } from '@libatlas/i18n';
import { regionLabelKey } from '../regionLabelKey.ts';
import { RegionFilter, type RegionFilterProps } from './RegionFilter.tsx';

/** Holds the chosen region as the Libraries page does. */
function StatefulRegionFilter(args: RegionFilterProps) {
  const [value, setValue] = useState<RegionFilterValue>(args.value);
  return (
    <RegionFilter
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Browse/RegionFilter',
  component: RegionFilter,
  args: { value: 'all', onChange: fn() },
  render: (args) => <StatefulRegionFilter {...args} />,
  // Wide enough for the longest region name, as on the Libraries page.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegionFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The options a select offers, by their words. */
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', {
      name: i18n.t('libraries.regionFilter'),
    });
    // The browser's own list, named as in the page's address (`?region=`).
    await expect(select.tagName).toBe('SELECT');
    await expect(select).toHaveAttribute('name', 'region');
    await expect(select).toHaveDisplayValue(i18n.t('region.all'));
    await expect(optionTexts(select)).toEqual([
      i18n.t('region.all'),
      ...REGIONS.map((region) => i18n.t(regionLabelKey(region.en))),
    ]);

    await userEvent.selectOptions(select, i18n.t('region.europe'));

    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('Europe');
    await expect(select).toHaveDisplayValue(i18n.t('region.europe'));
    await expect(select).toHaveValue('Europe');
  },
};

/** Only the regions the page has libraries in, after "All regions". */
export const SomeRegions: Story = {
  args: { value: 'Asia', regions: ['Europe', 'Asia'] },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveDisplayValue(i18n.t('region.asia'));
    await expect(optionTexts(select)).toEqual([
      i18n.t('region.all'),
      i18n.t('region.europe'),
      i18n.t('region.asia'),
    ]);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'المنطقة' });
    await expect(select).toHaveDisplayValue('جميع المناطق');
    await expect(optionTexts(select)).toEqual([
      'جميع المناطق',
      'الشرق الأوسط',
      'أوروبا',
      'أمريكا الشمالية',
      'آسيا',
      'أوقيانوسيا',
      'شمال أفريقيا',
      'أفريقيا',
      'أمريكا الجنوبية',
    ]);

    await userEvent.selectOptions(select, 'أوروبا');

    // The value is the English name whatever the language: it is what the filter compares.
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('Europe');
  },
};
