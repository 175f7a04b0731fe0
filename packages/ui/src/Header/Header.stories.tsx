import type { Meta, StoryObj } from '@storybook/react-vite';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { i18n, useTranslation } from '@libatlas/i18n';
import { Header } from './Header.tsx';

const meta = {
  title: 'App shell/Header',
  component: Header,
  args: { onLogin: fn() },
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The smallest phone of Storybook's viewports (320 × 568): the main links move into the menu. */
const onMobile: Story['globals'] = { viewport: { value: 'mobile1', isRotated: false } };

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: i18n.t('nav.mainNavigation') });
    for (const label of [
      'nav.home',
      'nav.libraries',
      'nav.regions',
      'nav.about',
      'nav.suggestions',
    ] as const) {
      await expect(within(nav).getByRole('link', { name: i18n.t(label) })).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: i18n.t('nav.home') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The menu button only exists below the md breakpoint.
    await expect(canvas.queryByRole('button', { name: i18n.t('nav.menu') })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: i18n.t('nav.login') }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const CurrentPageMarked: Story = {
  parameters: { route: '/regions' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', {
      name: i18n.t('nav.mainNavigation'),
    });
    await expect(within(nav).getByRole('link', { name: i18n.t('nav.regions') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: i18n.t('nav.home') })).not.toHaveAttribute(
      'aria-current',
    );

    await userEvent.click(within(nav).getByRole('link', { name: i18n.t('nav.about') }));
    // The router may render the new location in a transition, a moment after the click.
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: i18n.t('nav.about') })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await expect(
      within(nav).getByRole('link', { name: i18n.t('nav.regions') }),
    ).not.toHaveAttribute('aria-current');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('link', { name: 'الرئيسية' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'أطلس المكتبات الوطنية' })).toHaveAttribute(
      'href',
      '/',
    );
    // The toggle names the other language, in that language.
    await expect(canvas.getByRole('button', { name: 'English' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  },
};

export const SwitchesLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = document.documentElement.dir;
    const toggle = canvas.getByRole('button', { name: i18n.t('nav.languageName') });

    await userEvent.click(toggle);

    const after = before === 'rtl' ? 'ltr' : 'rtl';
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', after));
    await expect(
      canvas.getByRole('button', { name: after === 'rtl' ? 'English' : 'العربية' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: after === 'rtl' ? 'الرئيسية' : 'Home' }),
    ).toBeVisible();

    // The bar is mirrored in place, without a reload: the brand sits at the start edge (the
    // right in Arabic), and the toggle's icon keeps its 8px gap to the label on the new side,
    // which only holds when the styles come from the direction's Emotion cache.
    const brand = canvas.getByRole('link', { name: i18n.t('app.title') });
    const newToggle = canvas.getByRole('button', { name: i18n.t('nav.languageName') });
    const brandLeft = brand.getBoundingClientRect().left;
    const toggleLeft = newToggle.getBoundingClientRect().left;
    await expect(after === 'rtl' ? brandLeft > toggleLeft : brandLeft < toggleLeft).toBe(true);
    const icon = newToggle.querySelector('.MuiButton-startIcon')!.getBoundingClientRect();
    const label = newToggle.querySelector('span[lang]')!.getBoundingClientRect();
    const gap = after === 'rtl' ? icon.left - label.right : label.left - icon.right;
    await expect(Math.round(gap)).toBe(8);
  },
};

/** Stands in for the profile menu button a later issue builds. */
function AccountButton() {
  const { t } = useTranslation();
  return (
    <IconButton aria-label={t('nav.accountMenu')} color="inherit">
      <Avatar sx={{ width: 32, height: 32, bgcolor: '#3949ab', color: '#ffffff' }}>N</Avatar>
    </IconButton>
  );
}

export const SignedIn: Story = {
  args: { actions: <AccountButton /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: i18n.t('nav.accountMenu') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: i18n.t('nav.login') })).toBeNull();
  },
};

export const MobileMenuClosed: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: i18n.t('nav.menu') });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: i18n.t('nav.libraries') })).toBeNull();
  },
};

export const MobileMenuOpen: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: i18n.t('nav.menu') });

    await userEvent.click(menuButton);

    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByRole('navigation', { name: i18n.t('nav.mainNavigation') });
    await expect(menuButton).toHaveAttribute('aria-controls', menu.id);
    for (const label of [
      'nav.home',
      'nav.libraries',
      'nav.regions',
      'nav.about',
      'nav.suggestions',
    ] as const) {
      await expect(within(menu).getByRole('link', { name: i18n.t(label) })).toBeVisible();
    }
    await expect(within(menu).getByRole('link', { name: i18n.t('nav.home') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MobileMenuClosesOnNavigation: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: i18n.t('nav.menu') });
    await userEvent.click(menuButton);
    const menu = canvas.getByRole('navigation', { name: i18n.t('nav.mainNavigation') });

    await userEvent.click(within(menu).getByRole('link', { name: i18n.t('nav.libraries') }));

    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() =>
      expect(canvas.queryByRole('navigation', { name: i18n.t('nav.mainNavigation') })).toBeNull(),
    );
  },
};

export const DarkScheme: Story = {
  globals: { colorScheme: 'dark' },
};

export const LightScheme: Story = {
  globals: { colorScheme: 'light', accent: 'green' },
};

export const CustomScheme: Story = {
  globals: { colorScheme: 'custom' },
  parameters: { siteSettings: { customColors: { primary: '#00695c', background: '#fdf6e3' } } },
};

export const FullWidth: Story = {
  parameters: { siteSettings: { contentWidth: 'full' } },
};
