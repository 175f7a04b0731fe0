import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18n, useTranslation } from '@libatlas/i18n';
import { PagePlaceholder, type PagePlaceholderProps } from './PagePlaceholder.tsx';

const meta = {
  title: 'App shell/PagePlaceholder',
  component: PagePlaceholder,
  args: { title: 'Regions' },
} satisfies Meta<typeof PagePlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

// Pages pass their title already translated; these stories do the same through the catalog, so
// the heading matches the story's language.
function TranslatedPlaceholder(props: PagePlaceholderProps) {
  const { t } = useTranslation();
  return <PagePlaceholder {...props} title={t('nav.regions')} />;
}

export const Default: Story = {
  render: (args) => <TranslatedPlaceholder {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = i18n.t('nav.regions');
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByText(i18n.t('pages.placeholder', { page: title }))).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'الاقتراحات' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الاقتراحات' })).toBeVisible();
    await expect(canvas.getByText('صفحة «الاقتراحات» قيد الإعداد، وستتوفر قريبًا')).toBeVisible();
  },
};

export const LargeHeadings: Story = {
  render: (args) => <TranslatedPlaceholder {...args} />,
  parameters: { siteSettings: { fontSizes: { headings: 24, body: 20, small: 16 } } },
};
