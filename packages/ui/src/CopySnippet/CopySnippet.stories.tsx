import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { onAPhone } from '../fixtures/onAPhone.ts';
import { CopySnippet } from './CopySnippet.tsx';

const CODE =
  '<iframe src="https://atlas.example.org/embed/map?lang=en" title="Map of national libraries, ' +
  'National Libraries Atlas" width="100%" height="480" style="border:0" loading="lazy"></iframe>';

const meta = {
  title: 'Open data/CopySnippet',
  component: CopySnippet,
  args: {
    code: CODE,
    label: 'Embed code',
    copy: fn(async () => {}),
  },
} satisfies Meta<typeof CopySnippet>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`): the visual suite opens every story
// in English and in Arabic.

/** Copy code pressed from the keyboard: the code goes to the clipboard, and the page says so. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const block = canvas.getByRole('region', { name: args.label });
    await expect(block).toHaveTextContent(CODE);
    await expect(block).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    const button = canvas.getByRole('button', { name: i18n.t('data.copy.button') });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.copy).toHaveBeenCalledOnce();
    await expect(args.copy).toHaveBeenCalledWith(CODE);
    await expect(await canvas.findByRole('status')).toHaveTextContent(i18n.t('data.copy.copied'));

    await userEvent.keyboard(' ');
    await expect(args.copy).toHaveBeenCalledTimes(2);
  },
};

/** The browser refuses the clipboard: the code is selected for the reader to copy themselves. */
export const CopyRefused: Story = {
  args: { copy: fn(() => Promise.reject(new Error('Write permission denied.'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('data.copy.button') }));
    await expect(args.copy).toHaveBeenCalledWith(CODE);
    await expect(await canvas.findByText(i18n.t('data.copy.failed'))).toBeVisible();
    await expect(window.getSelection()?.toString()).toBe(CODE);
  },
};

/** In Arabic the label and the button follow the page; the code stays left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'شيفرة التضمين' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const block = canvas.getByRole('region', { name: 'شيفرة التضمين' });
    await expect(block).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(block).direction).toBe('ltr');
    await userEvent.click(canvas.getByRole('button', { name: 'نسخ الشيفرة' }));
    await expect(args.copy).toHaveBeenCalledWith(CODE);
    await expect(await canvas.findByRole('status')).toHaveTextContent('نُسخت الشيفرة');
  },
};

/** On a phone the line does not wrap: the block scrolls sideways, and takes the focus to do so. */
export const OnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvasElement, args }) => {
    const block = within(canvasElement).getByRole('region', { name: args.label });
    await expect(block.scrollWidth).toBeGreaterThan(block.clientWidth);
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: i18n.t('data.copy.button') }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(block).toHaveFocus();
  },
};
