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
      hrefOf={args.hrefOf}
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

/**
 * Each view a link as well (the Libraries page): the browser follows it without the app's code; a
 * press with it switches the view in place (the story is still here, not at the link's address),
 * Space presses it like a button, and a Ctrl-press is left to the browser.
 */
export const AsLinks: Story = {
  args: { hrefOf: (view: ViewMode) => `/libraries?view=${view}` },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('button', { name: i18n.t('libraries.gridView') });
    const map = canvas.getByRole('button', { name: i18n.t('libraries.mapView') });
    await expect(map.tagName).toBe('A');
    await expect(map).toHaveAttribute('href', '/libraries?view=map');
    await expect(grid).toHaveAttribute('href', '/libraries?view=grid');
    const here = window.location.href;

    await userEvent.click(map);
    await expect(args.onChange).toHaveBeenCalledWith('map');
    await expect(map).toHaveAttribute('aria-pressed', 'true');
    await expect(window.location.href).toBe(here);

    grid.focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('grid');
    await expect(grid).toHaveAttribute('aria-pressed', 'true');

    // Ctrl-press: the browser's (a new tab), not the app's; the event is not prevented (the
    // story prevents it afterwards, to stay where it is).
    let prevented: boolean | null = null;
    const watch = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', watch);
    map.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    window.removeEventListener('click', watch);
    await expect(prevented).toBe(false);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};
