import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { ViewModeToggle, type ViewMode, type ViewModeToggleProps } from './ViewModeToggle.tsx';

/** Holds the view as the Libraries page does. */
function StatefulViewModeToggle(args: ViewModeToggleProps) {
  const [value, setValue] = useState<ViewMode>(args.value);
  return (
    <ViewModeToggle
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Browse/ViewModeToggle',
  component: ViewModeToggle,
  args: { value: 'grid', onChange: fn() },
  render: (args) => <StatefulViewModeToggle {...args} />,
} satisfies Meta<typeof ViewModeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: i18n.t('libraries.viewMode') })).toBeVisible();
    const grid = canvas.getByRole('button', { name: i18n.t('libraries.gridView') });
    const map = canvas.getByRole('button', { name: i18n.t('libraries.mapView') });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect(map).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(map);

    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('map');
    await expect(map).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveAttribute('aria-pressed', 'false');

    // Pressing the current view again keeps it: there is always a view.
    await userEvent.click(map);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(map).toHaveAttribute('aria-pressed', 'true');
  },
};

export const MapSelected: Story = {
  args: { value: 'map' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: i18n.t('libraries.mapView') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(canvas.getByRole('button', { name: i18n.t('libraries.gridView') }));

    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('grid');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'طريقة العرض' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'عرض شبكي' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'عرض على الخريطة' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
