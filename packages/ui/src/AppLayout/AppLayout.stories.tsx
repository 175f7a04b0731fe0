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

// Navigation styles (Customise → Layout). The checks read the direction from the document, so
// each story passes in English and in Arabic.

const onMobile: Story['globals'] = { viewport: { value: 'mobile1', isRotated: false } };
const side: Story['parameters'] = { siteSettings: { navigationStyle: 'side' } };
const minimal: Story['parameters'] = { siteSettings: { navigationStyle: 'minimal' } };

/** The page and the footer sit beside the side column, never under it. */
const playSideNavigation: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const column = (
    await canvas.findByRole('navigation', { name: i18n.t('nav.mainNavigation') })
  ).getBoundingClientRect();
  const rtl = document.documentElement.dir === 'rtl';
  for (const landmark of [
    canvas.getByRole('banner'),
    canvas.getByRole('main'),
    canvas.getByRole('contentinfo'),
  ]) {
    const box = landmark.getBoundingClientRect();
    await expect(
      rtl
        ? Math.round(box.right) <= Math.round(column.left)
        : Math.round(box.left) >= Math.round(column.right),
    ).toBe(true);
  }
  await expect(canvas.getByRole('main')).toContainElement(
    canvas.getByRole('heading', { level: 1, name: i18n.t('nav.home') }),
  );
};

export const SideNavigation: Story = {
  parameters: side,
  play: playSideNavigation,
};

export const SideNavigationArabic: Story = {
  parameters: side,
  globals: { locale: 'ar' },
  play: async (context) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await playSideNavigation(context);
  },
};

export const SideNavigationMobile: Story = {
  parameters: side,
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('button', { name: i18n.t('nav.menu') })).toBeVisible();
    // Without the column the page takes the whole width.
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBe(
      document.documentElement.clientWidth,
    );
  },
};

const playMinimal: Story['play'] = async ({ canvasElement }) => {
  // The menu is placed at its button, which moves once the web font is in: open it after.
  await document.fonts.ready;
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('navigation')).toBeNull();
  await expect(canvas.getByRole('button', { name: i18n.t('nav.menu') })).toBeVisible();
  await expect(canvas.getByRole('main').getBoundingClientRect().width).toBe(
    document.documentElement.clientWidth,
  );

  await userEvent.click(canvas.getByRole('button', { name: i18n.t('nav.menu') }));

  const menu = await within(canvasElement.ownerDocument.body).findByRole('navigation', {
    name: i18n.t('nav.mainNavigation'),
  });
  await expect(within(menu).getByRole('link', { name: i18n.t('nav.home') })).toHaveAttribute(
    'aria-current',
    'page',
  );
};

export const Minimal: Story = {
  parameters: minimal,
  play: playMinimal,
};

export const MinimalArabic: Story = {
  parameters: minimal,
  globals: { locale: 'ar' },
  play: async (context) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await playMinimal(context);
  },
};

export const MinimalMobile: Story = {
  parameters: minimal,
  globals: onMobile,
  play: playMinimal,
};
