import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'App shell/Footer',
  component: Footer,
  // A fixed year keeps the screenshots stable across New Year.
  args: { ownerName: 'National Libraries Atlas', year: 2026 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer).toHaveTextContent(i18n.t('footer.credit', { owner: args.ownerName }));
    await expect(footer).toHaveTextContent(i18n.t('footer.copyright', { year: 2026 }));
    await expect(
      within(footer).getByRole('link', { name: i18n.t('footer.openData') }),
    ).toHaveAttribute('href', '/data');
  },
};

export const CustomOwner: Story = {
  args: { ownerName: 'Dar Al-Kutub Digital Team' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent(
      'Dar Al-Kutub Digital Team',
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { ownerName: 'فريق أطلس المكتبات' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer).toHaveTextContent('تصميم وتطوير فريق أطلس المكتبات');
    await expect(footer).toHaveTextContent('© 2026 أطلس المكتبات الوطنية');
    await expect(within(footer).getByRole('link', { name: 'البيانات المفتوحة' })).toHaveAttribute(
      'href',
      '/data',
    );
  },
};

export const DarkScheme: Story = {
  globals: { colorScheme: 'dark' },
};
