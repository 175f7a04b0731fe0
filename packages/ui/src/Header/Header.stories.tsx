import type { Meta, StoryObj } from '@storybook/react-vite';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { i18n, useTranslation } from '@libatlas/i18n';
import { Header } from './Header.tsx';
import { onAPhone } from '../fixtures/onAPhone';

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
    const nav = await canvas.findByRole('navigation', { name: i18n.t('nav.mainNavigation') });
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
    const menu = await canvas.findByRole('navigation', { name: i18n.t('nav.mainNavigation') });
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
    const menu = await canvas.findByRole('navigation', { name: i18n.t('nav.mainNavigation') });

    await userEvent.click(within(menu).getByRole('link', { name: i18n.t('nav.libraries') }));

    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() =>
      expect(canvas.queryByRole('navigation', { name: i18n.t('nav.mainNavigation') })).toBeNull(),
    );
  },
};

/**
 * Opened from the keyboard, the menu takes the focus to its first link, ahead of the brand, the
 * language toggle and Login that come between the button and the menu; Escape folds it away and
 * gives the focus back to the button.
 */
async function playMenuByKeyboard({ canvasElement }: { canvasElement: HTMLElement }) {
  await expect(window.innerWidth).toBe(390);
  const canvas = within(canvasElement);
  const menuButton = canvas.getByRole('button', { name: i18n.t('nav.menu') });
  menuButton.focus();

  await userEvent.keyboard('{Enter}');

  const menu = await canvas.findByRole('navigation', { name: i18n.t('nav.mainNavigation') });
  const first = within(menu).getByRole('link', { name: i18n.t('nav.home') });
  await waitFor(() => expect(first).toHaveFocus());
  await userEvent.tab();
  await expect(within(menu).getByRole('link', { name: i18n.t('nav.libraries') })).toHaveFocus();

  await userEvent.keyboard('{Escape}');

  await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
  await expect(menuButton).toHaveFocus();
}

export const MobileMenuByKeyboard: Story = {
  ...onAPhone,
  play: playMenuByKeyboard,
};

export const MobileMenuByKeyboardArabic: Story = {
  ...onAPhone,
  globals: { ...onAPhone.globals, locale: 'ar' },
  play: playMenuByKeyboard,
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

// Navigation styles (Customise → Layout). The checks read the direction from the document, so
// each story passes in English and in Arabic.

const MAIN_LINK_LABELS = [
  'nav.home',
  'nav.libraries',
  'nav.regions',
  'nav.about',
  'nav.suggestions',
] as const;

const side: Story['parameters'] = { siteSettings: { navigationStyle: 'side' }, route: '/regions' };
const minimal: Story['parameters'] = { siteSettings: { navigationStyle: 'minimal' } };

/** The side column holds the brand and the links on the start edge; the slim bar keeps the rest. */
const playSideNavigation: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const nav = await canvas.findByRole('navigation', { name: i18n.t('nav.mainNavigation') });
  await expect(within(nav).getByRole('link', { name: i18n.t('app.title') })).toHaveAttribute(
    'href',
    '/',
  );
  for (const label of MAIN_LINK_LABELS) {
    await expect(within(nav).getByRole('link', { name: i18n.t(label) })).toBeVisible();
  }
  await expect(within(nav).getByRole('link', { name: i18n.t('nav.regions') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // One brand link only: the bar's own is hidden beside the column.
  await expect(canvas.getAllByRole('link', { name: i18n.t('app.title') })).toHaveLength(1);
  await expect(canvas.queryByRole('button', { name: i18n.t('nav.menu') })).toBeNull();

  const column = nav.getBoundingClientRect();
  const bar = canvas.getByRole('banner').getBoundingClientRect();
  const viewportWidth = document.documentElement.clientWidth;
  if (document.documentElement.dir === 'rtl') {
    await expect(Math.round(column.right)).toBe(viewportWidth);
    await expect(Math.round(bar.right)).toBe(Math.round(column.left));
  } else {
    await expect(Math.round(column.left)).toBe(0);
    await expect(Math.round(bar.left)).toBe(Math.round(column.right));
  }
  // The bar is slim: it holds only the language toggle and Login.
  await expect(bar.height).toBeLessThan(64);
  await expect(canvas.getByRole('button', { name: i18n.t('nav.languageName') })).toBeVisible();

  await userEvent.click(canvas.getByRole('button', { name: i18n.t('nav.login') }));
  await expect(args.onLogin).toHaveBeenCalledOnce();
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

export const SideNavigationSignedIn: Story = {
  parameters: { ...side, siteSettings: { navigationStyle: 'side', colorScheme: 'light' } },
  args: { actions: <AccountButton /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: i18n.t('nav.accountMenu') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: i18n.t('nav.login') })).toBeNull();
  },
};

/** Phones have no room for the column: the side style falls back to the bar with its menu. */
export const SideNavigationMobile: Story = {
  parameters: side,
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const menuButton = canvas.getByRole('button', { name: i18n.t('nav.menu') });

    await userEvent.click(menuButton);

    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = await canvas.findByRole('navigation', { name: i18n.t('nav.mainNavigation') });
    await expect(menuButton).toHaveAttribute('aria-controls', menu.id);
    await expect(within(menu).getByRole('link', { name: i18n.t('nav.regions') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The minimal bar: brand, one Menu button that opens the links, the toggle and Login. */
const playMinimal: Story['play'] = async ({ canvasElement }) => {
  // The menu is placed at its button, which moves once the web font is in: open it after.
  await document.fonts.ready;
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await expect(canvas.queryByRole('navigation')).toBeNull();
  await expect(canvas.getByRole('link', { name: i18n.t('app.title') })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(canvas.getByRole('button', { name: i18n.t('nav.languageName') })).toBeVisible();
  await expect(canvas.getByRole('button', { name: i18n.t('nav.login') })).toBeVisible();
  const menuButton = canvas.getByRole('button', { name: i18n.t('nav.menu') });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(menuButton);

  const menu = await body.findByRole('navigation', { name: i18n.t('nav.mainNavigation') });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(menuButton).toHaveAttribute('aria-controls', menu.id);
  for (const label of MAIN_LINK_LABELS) {
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: i18n.t(label) })).toBeVisible(),
    );
  }
  await expect(within(menu).getByRole('link', { name: i18n.t('nav.home') })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Escape closes the menu and gives focus back to its button.
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
  await waitFor(() => expect(menuButton).toHaveFocus());

  // Following a link closes it too.
  await userEvent.click(menuButton);
  const reopened = await body.findByRole('navigation', { name: i18n.t('nav.mainNavigation') });
  await userEvent.click(within(reopened).getByRole('link', { name: i18n.t('nav.libraries') }));
  await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
  await waitFor(() =>
    expect(body.queryByRole('navigation', { name: i18n.t('nav.mainNavigation') })).toBeNull(),
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

export const MinimalMenuOpen: Story = {
  parameters: { ...minimal, route: '/about' },
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: i18n.t('nav.menu') });

    await userEvent.click(menuButton);

    const menu = await within(canvasElement.ownerDocument.body).findByRole('navigation', {
      name: i18n.t('nav.mainNavigation'),
    });
    await expect(within(menu).getByRole('link', { name: i18n.t('nav.about') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The menu opens under its button, from the button's start edge (measured once it has grown).
    const button = menuButton.getBoundingClientRect();
    await waitFor(() => {
      const paper = menu.parentElement!.getBoundingClientRect();
      expect(paper.top).toBeGreaterThanOrEqual(button.bottom - 1);
      const offset =
        document.documentElement.dir === 'rtl'
          ? paper.right - button.right
          : paper.left - button.left;
      expect(Math.abs(offset)).toBeLessThan(2);
    });
  },
};
