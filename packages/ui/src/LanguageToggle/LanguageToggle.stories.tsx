import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LanguageToggle } from './LanguageToggle.tsx';

const meta = {
  title: 'App shell/LanguageToggle',
  component: LanguageToggle,
  args: { variant: 'outlined', color: 'primary' },
} satisfies Meta<typeof LanguageToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English the toggle offers Arabic, named in Arabic. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'العربية' });
    await expect(toggle.querySelector('[lang="ar"]')).not.toBeNull();

    await userEvent.click(toggle);

    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await expect(within(canvasElement).getByRole('button', { name: 'English' })).toBeVisible();
  },
};

/** In Arabic the toggle offers English; one click turns the whole page left-to-right. */
export const InArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'English' }));

    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    await expect(within(canvasElement).getByRole('button', { name: 'العربية' })).toBeVisible();
  },
};
