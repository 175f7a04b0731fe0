import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', {
      name: i18n.t('libraries.regionFilter'),
    });
    await expect(select).toHaveTextContent(i18n.t('region.all'));

    await userEvent.click(select);

    // The menu opens in a portal, outside the story's root.
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      i18n.t('region.all'),
      ...REGIONS.map((region) => i18n.t(regionLabelKey(region.en))),
    ]);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(within(listbox).getByRole('option', { name: i18n.t('region.europe') }));

    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('Europe');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(select).toHaveTextContent(i18n.t('region.europe'));
  },
};

/** Only the regions the page has libraries in, after "All regions". */
export const SomeRegions: Story = {
  args: { value: 'Asia', regions: ['Europe', 'Asia'] },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveTextContent(i18n.t('region.asia'));
    await userEvent.click(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      i18n.t('region.all'),
      i18n.t('region.europe'),
      i18n.t('region.asia'),
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'المنطقة' });
    await expect(select).toHaveTextContent('جميع المناطق');

    await userEvent.click(select);

    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
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

    await userEvent.click(within(listbox).getByRole('option', { name: 'أوروبا' }));

    // The value is the English name whatever the language: it is what the filter compares.
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('Europe');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};
