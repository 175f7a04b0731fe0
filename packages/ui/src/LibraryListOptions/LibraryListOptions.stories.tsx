import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import {
  LibraryListOptions,
  type LibraryListOptionsProps,
  type NearestState,
} from './LibraryListOptions.tsx';

/** Holds the options as the Libraries page does (the location always found, at once). */
function StatefulOptions(args: LibraryListOptionsProps) {
  const [openNow, setOpenNow] = useState(args.openNow);
  const [nearest, setNearest] = useState<NearestState>(args.nearest);
  return (
    <LibraryListOptions
      openNow={openNow}
      onOpenNowChange={(next) => {
        setOpenNow(next);
        args.onOpenNowChange(next);
      }}
      nearest={nearest}
      onNearestChange={(next) => {
        setNearest(next ? 'on' : 'off');
        args.onNearestChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Browse/LibraryListOptions',
  component: LibraryListOptions,
  args: { openNow: false, onOpenNowChange: fn(), nearest: 'off', onNearestChange: fn() },
  render: (args) => <StatefulOptions {...args} />,
} satisfies Meta<typeof LibraryListOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttons = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    openNow: canvas.getByRole('button', { name: i18n.t('libraries.openNowOpen') }),
    nearest: canvas.getByRole('button', { name: i18n.t('libraries.nearestFirst') }),
    status: canvas.getByRole('status'),
  };
};

/** Both off; each button turns its option on and off again, independently of the other. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { openNow, nearest, status } = buttons(canvasElement);
    await expect(openNow).toHaveAttribute('aria-pressed', 'false');
    await expect(nearest).toHaveAttribute('aria-pressed', 'false');
    await expect(status).toHaveTextContent('');

    await userEvent.click(openNow);
    await expect(args.onOpenNowChange).toHaveBeenLastCalledWith(true);
    await expect(openNow).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(nearest);
    await expect(args.onNearestChange).toHaveBeenLastCalledWith(true);
    await expect(nearest).toHaveAttribute('aria-pressed', 'true');
    await expect(openNow).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(openNow);
    await expect(args.onOpenNowChange).toHaveBeenLastCalledWith(false);
    await expect(openNow).toHaveAttribute('aria-pressed', 'false');
    await expect(nearest).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Arabic: Story = {
  ...Default,
  globals: { locale: 'ar' },
};

/** Open now on (from the address): the button is pressed. */
export const OpenNowOn: Story = {
  args: { openNow: true },
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement).openNow).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Asked, the browser is finding the reader's location: pressed, and it says so. */
export const Locating: Story = {
  args: { nearest: 'locating' },
  render: (args) => <LibraryListOptions {...args} />,
  play: async ({ canvasElement }) => {
    const { nearest, status } = buttons(canvasElement);
    await expect(nearest).toHaveAttribute('aria-pressed', 'true');
    await expect(status).toHaveTextContent(i18n.t('libraries.nearestLocating'));
  },
};

/** The reader refused to share the location: not pressed, and the order is said to stay. */
export const LocationDenied: Story = {
  args: { nearest: 'denied' },
  render: (args) => <LibraryListOptions {...args} />,
  play: async ({ canvasElement, args }) => {
    const { nearest, status } = buttons(canvasElement);
    await expect(nearest).toHaveAttribute('aria-pressed', 'false');
    await expect(status).toHaveTextContent(i18n.t('libraries.nearestDenied'));
    // Pressing again asks again.
    await userEvent.click(nearest);
    await expect(args.onNearestChange).toHaveBeenCalledWith(true);
  },
};

export const LocationDeniedArabic: Story = {
  ...LocationDenied,
  globals: { locale: 'ar' },
};

/** No geolocation in the browser, or no position in time. */
export const LocationUnavailable: Story = {
  args: { nearest: 'unavailable' },
  render: (args) => <LibraryListOptions {...args} />,
  play: async ({ canvasElement }) => {
    const { nearest, status } = buttons(canvasElement);
    await expect(nearest).toHaveAttribute('aria-pressed', 'false');
    await expect(status).toHaveTextContent(i18n.t('libraries.nearestUnavailable'));
  },
};
