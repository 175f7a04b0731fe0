import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSelectField, type NativeSelectFieldProps } from './NativeSelectField.tsx';

/** Holds the choice as a page does. */
function StatefulNativeSelectField(args: NativeSelectFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <NativeSelectField
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
  title: 'Forms/NativeSelectField',
  component: NativeSelectField,
  args: {
    label: 'Sort by',
    name: 'sort',
    value: 'newest',
    options: [
      { value: 'newest', label: 'Newest' },
      { value: 'votes', label: 'Most voted' },
      { value: 'comments', label: 'Most discussed' },
    ],
    onChange: fn(),
  },
  render: (args) => <StatefulNativeSelectField {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280, paddingTop: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NativeSelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's own select under the outlined label; its name is the one a form submits. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(select.tagName).toBe('SELECT');
    await expect(select).toHaveAttribute('name', 'sort');
    await expect(select).toHaveDisplayValue('Newest');

    await userEvent.selectOptions(select, 'Most voted');
    await expect(args.onChange).toHaveBeenCalledWith('votes');
    await expect(select).toHaveValue('votes');
  },
};

/** Right to left: the label and the arrow on the other side. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'الترتيب حسب',
    options: [
      { value: 'newest', label: 'الأحدث' },
      { value: 'votes', label: 'الأكثر تصويتًا' },
      { value: 'comments', label: 'الأكثر نقاشًا' },
    ],
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'الترتيب حسب' });
    await expect(select).toHaveDisplayValue('الأحدث');
  },
};
