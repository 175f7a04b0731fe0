import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n, useTranslation } from '@libatlas/i18n';
import { SearchField, type SearchFieldProps } from './SearchField.tsx';

/**
 * Holds the value as a page would, and labels the field from the active catalog (the `label` and
 * `placeholder` args are replaced), so the story reads right in either language.
 */
function StatefulSearchField(args: SearchFieldProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(args.value);
  return (
    <SearchField
      {...args}
      label={t('home.searchLabel')}
      placeholder={t('home.searchPlaceholder')}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Browse/SearchField',
  component: SearchField,
  args: {
    value: '',
    onChange: fn(),
    onFocus: fn(),
    label: 'Search libraries',
    placeholder: 'Search by name, country or region',
  },
  render: (args) => <StatefulSearchField {...args} />,
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: i18n.t('home.searchLabel') });
    await expect(input).toHaveAttribute('placeholder', i18n.t('home.searchPlaceholder'));
    // Nothing to clear yet.
    await expect(canvas.queryByRole('button', { name: i18n.t('common.clearSearch') })).toBeNull();
    await expect(args.onFocus).not.toHaveBeenCalled();

    await userEvent.type(input, 'Cairo');
    // Reaching the box tells the page, which starts fetching what the search reads.
    await expect(args.onFocus).toHaveBeenCalledOnce();

    await expect(input).toHaveValue('Cairo');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
    await expect(args.onChange).toHaveBeenLastCalledWith('Cairo');

    await userEvent.click(canvas.getByRole('button', { name: i18n.t('common.clearSearch') }));

    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: i18n.t('common.clearSearch') })).toBeNull();
  },
};

/** Opened with text already searched (e.g. from the address), which the clear button removes. */
export const WithText: Story = {
  args: { value: 'National Library' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox');
    await expect(input).toHaveValue('National Library');

    // Escape clears as well, from the keyboard.
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');

    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('');
    await expect(input).toHaveValue('');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'البحث في المكتبات' });
    await expect(input).toHaveAttribute('placeholder', 'ابحث بالاسم أو الدولة أو المنطقة');

    await userEvent.type(input, 'مصر');

    await expect(args.onChange).toHaveBeenLastCalledWith('مصر');
    await userEvent.click(canvas.getByRole('button', { name: 'مسح نص البحث' }));
    await expect(input).toHaveValue('');
  },
};
