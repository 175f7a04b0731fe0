import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n, useTranslation } from '@libatlas/i18n';
import { PagePlaceholder } from '../PagePlaceholder/index.ts';
import { AppLayout, MAIN_CONTENT_ID } from './AppLayout.tsx';

function HomePlaceholder() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('nav.home')} />;
}

const meta = {
  title: 'App shell/AppLayout',
  component: AppLayout,
  args: {
    ownerName: 'National Libraries Atlas',
    year: 2026,
    onLogin: fn(),
    children: <HomePlaceholder />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1 }),
    );
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skipLink = canvas.getByRole('link', { name: i18n.t('app.skipToContent') });

    await userEvent.tab();
    await expect(skipLink).toHaveFocus();
    await expect(skipLink).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);

    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الرئيسية' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      'تصميم وتطوير National Libraries Atlas',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
