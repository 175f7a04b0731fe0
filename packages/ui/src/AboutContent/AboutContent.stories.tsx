import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { AboutContent } from './AboutContent.tsx';

const meta = {
  title: 'Browse/AboutContent',
  component: AboutContent,
  args: { contactEmail: 'contact@libatlas.example' },
} satisfies Meta<typeof AboutContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18n.t('about.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(i18n.t('about.description'))).toBeVisible();
    const features = canvas.getAllByRole('listitem');
    await expect(features).toHaveLength(3);
    for (const [index, key] of (['collection', 'reach', 'community'] as const).entries()) {
      const feature = within(features[index]!);
      await expect(
        feature.getByRole('heading', { level: 2, name: i18n.t(`about.features.${key}.title`) }),
      ).toBeVisible();
      await expect(feature.getByText(i18n.t(`about.features.${key}.description`))).toBeVisible();
    }
    const contact = within(canvas.getByRole('region', { name: i18n.t('about.contact.title') }));
    await expect(contact.getByText(i18n.t('about.contact.description'))).toBeVisible();
    await expect(
      contact.getByRole('link', { name: i18n.t('about.contact.button') }),
    ).toHaveAttribute('href', 'mailto:contact@libatlas.example');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'عن الأطلس' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'انتشار عالمي' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'تواصل معنا' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'اتصل بنا' })).toHaveAttribute(
      'href',
      'mailto:contact@libatlas.example',
    );
  },
};
