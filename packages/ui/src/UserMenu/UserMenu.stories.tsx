import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { Header } from '../Header/index.ts';
import { sampleAvatar } from '../fixtures/sampleAvatar.ts';
import { sampleUser } from '../fixtures/sampleUser.ts';
import { UserMenu } from './UserMenu.tsx';

const meta = {
  title: 'App shell/UserMenu',
  component: UserMenu,
  args: { user: sampleUser(), onSignOut: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 3 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

// The avatar colours of spec §2, as the browser computes them (MUI purple 700, amber 600,
// indigo 600 and grey 600).
const PURPLE = 'rgb(123, 31, 162)';
const AMBER = 'rgb(255, 179, 0)';
const INDIGO = 'rgb(57, 73, 171)';
const GREY = 'rgb(117, 117, 117)';

function roleUser(role: 'admin' | 'premium' | 'regular'): string {
  return i18n.t('nav.roleUser', { role: i18n.t(`roles.${role}` as const) });
}

/** The menu and its items live in a portal, outside the story's canvas. */
function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Checks the menu button: its name and title, its letter or picture, and its colour. */
async function expectMenuButton(
  canvasElement: HTMLElement,
  { name, letter, color }: { name: string; letter: string; color: string },
) {
  const button = within(canvasElement).getByRole('button', { name });
  await expect(button).toHaveAttribute('title', name);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveTextContent(letter);
  const avatar = button.querySelector('.MuiAvatar-root')!;
  await expect(getComputedStyle(avatar).backgroundColor).toBe(color);
  return button;
}

/** Opens the menu with `button` and answers the labels of its items, in order. */
async function openMenu(canvasElement: HTMLElement, button: HTMLElement) {
  await userEvent.click(button);
  const menu = await page(canvasElement).findByRole('menu', { name: i18n.t('nav.accountMenu') });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toHaveAttribute('aria-controls', menu.id);
  return menu;
}

function itemNames(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

/** A regular user: the suggestions icon, an indigo avatar, and no assistant or Manage link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: i18n.t('nav.suggestions') })).toHaveAttribute(
      'href',
      '/suggestions',
    );
    await expect(canvas.queryByRole('link', { name: i18n.t('nav.askLib') })).toBeNull();
    const button = await expectMenuButton(canvasElement, {
      name: roleUser('regular'),
      letter: 'N',
      color: INDIGO,
    });

    const menu = await openMenu(canvasElement, button);

    await expect(itemNames(menu)).toEqual([
      i18n.t('nav.profile'),
      i18n.t('nav.suggestions'),
      i18n.t('nav.signOut'),
    ]);
    await expect(
      within(menu).getByRole('menuitem', { name: i18n.t('nav.profile') }),
    ).toHaveAttribute('href', '/profile');
    await expect(
      within(menu).getByRole('menuitem', { name: i18n.t('nav.suggestions') }),
    ).toHaveAttribute('href', '/suggestions');
  },
};

/** An admin: a purple avatar, the assistant icon and the Manage item. */
export const Admin: Story = {
  args: { user: sampleUser({ name: 'Omar Khalid', role: 'admin', isAdmin: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: i18n.t('nav.suggestions') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: i18n.t('nav.askLib') })).toHaveAttribute(
      'href',
      '/ask-lib',
    );
    const button = await expectMenuButton(canvasElement, {
      name: roleUser('admin'),
      letter: 'O',
      color: PURPLE,
    });

    const menu = await openMenu(canvasElement, button);

    await expect(itemNames(menu)).toEqual([
      i18n.t('nav.profile'),
      i18n.t('nav.suggestions'),
      i18n.t('nav.manage'),
      i18n.t('nav.signOut'),
    ]);
    await expect(
      within(menu).getByRole('menuitem', { name: i18n.t('nav.manage') }),
    ).toHaveAttribute('href', '/manage');
  },
};

/** A premium user: an amber avatar and the assistant icon, but no Manage item. */
export const Premium: Story = {
  args: { user: sampleUser({ name: 'layla Saeed', role: 'premium' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: i18n.t('nav.askLib') })).toHaveAttribute(
      'href',
      '/ask-lib',
    );
    // The first letter is shown in capitals.
    const button = await expectMenuButton(canvasElement, {
      name: roleUser('premium'),
      letter: 'L',
      color: AMBER,
    });

    const menu = await openMenu(canvasElement, button);

    await expect(itemNames(menu)).toEqual([
      i18n.t('nav.profile'),
      i18n.t('nav.suggestions'),
      i18n.t('nav.signOut'),
    ]);
  },
};

/** A user without a role: a grey avatar titled plain "User", and the items of a regular user. */
export const NoRole: Story = {
  args: { user: { ...sampleUser(), role: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: i18n.t('nav.suggestions') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: i18n.t('nav.askLib') })).toBeNull();
    const button = await expectMenuButton(canvasElement, {
      name: i18n.t('roles.user'),
      letter: 'N',
      color: GREY,
    });

    const menu = await openMenu(canvasElement, button);

    await expect(itemNames(menu)).toEqual([
      i18n.t('nav.profile'),
      i18n.t('nav.suggestions'),
      i18n.t('nav.signOut'),
    ]);
  },
};

/** A user with a picture: the picture replaces the letter. */
export const WithPicture: Story = {
  args: { user: sampleUser({ avatar: sampleAvatar }) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: roleUser('regular') });
    const picture = button.querySelector('img')!;
    await expect(picture).toHaveAttribute('src', sampleAvatar);
    await waitFor(() => expect(picture.naturalWidth).toBeGreaterThan(0));
    await expect(button).not.toHaveTextContent('N');
  },
};

/** A user whose name is blank: the avatar falls back to U. */
export const NoName: Story = {
  args: { user: sampleUser({ name: '  ' }) },
  play: async ({ canvasElement }) => {
    await expectMenuButton(canvasElement, {
      name: roleUser('regular'),
      letter: 'U',
      color: INDIGO,
    });
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: roleUser('regular') });
    await openMenu(canvasElement, button);

    // Whatever lies under the pointer at the page's corner: the menu's invisible backdrop.
    await userEvent.click(canvasElement.ownerDocument.elementFromPoint(2, 2)!);

    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** Shows where the story's router is, so a play function can see a navigation happen. */
function LocationDisplay() {
  const { pathname } = useLocation();
  return (
    <Typography variant="caption" component="p" data-testid="location">
      {pathname}
    </Typography>
  );
}

export const ClosesOnNavigation: Story = {
  parameters: { route: '/libraries' },
  render: (args) => (
    <Box>
      <UserMenu {...args} />
      <LocationDisplay />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: roleUser('regular') });
    const menu = await openMenu(canvasElement, button);

    await userEvent.click(within(menu).getByRole('menuitem', { name: i18n.t('nav.profile') }));

    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/profile'));
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SignsOut: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: roleUser('regular') });
    const menu = await openMenu(canvasElement, button);

    await userEvent.click(within(menu).getByRole('menuitem', { name: i18n.t('nav.signOut') }));

    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
  },
};

export const KeyboardOperable: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: roleUser('regular') });
    button.focus();

    await userEvent.keyboard('{Enter}');

    const menu = await page(canvasElement).findByRole('menu', { name: i18n.t('nav.accountMenu') });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: i18n.t('nav.profile') })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      within(menu).getByRole('menuitem', { name: i18n.t('nav.suggestions') }),
    ).toHaveFocus();

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** In its place: the header's actions, instead of the Login button. */
export const InHeader: Story = {
  args: { user: sampleUser({ name: 'Omar Khalid', role: 'admin', isAdmin: true }) },
  parameters: { layout: 'fullscreen' },
  render: (args) => <Header onLogin={fn()} actions={<UserMenu {...args} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: i18n.t('nav.login') })).toBeNull();
    await expect(canvas.getByRole('link', { name: i18n.t('nav.askLib') })).toBeVisible();
    await expectMenuButton(canvasElement, { name: roleUser('admin'), letter: 'O', color: PURPLE });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { user: sampleUser({ name: 'عمر خالد', role: 'admin', isAdmin: true }) },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const button = await expectMenuButton(canvasElement, {
      name: roleUser('admin'),
      letter: 'ع',
      color: PURPLE,
    });

    const menu = await openMenu(canvasElement, button);

    await expect(itemNames(menu)).toEqual([
      i18n.t('nav.profile'),
      i18n.t('nav.suggestions'),
      i18n.t('nav.manage'),
      i18n.t('nav.signOut'),
    ]);
    // The menu opens under the button and lines up with its end edge, the left in Arabic (once
    // its grow transition has ended).
    const buttonBox = button.getBoundingClientRect();
    const paper = menu.closest('.MuiPaper-root')!;
    await waitFor(() => {
      const menuBox = paper.getBoundingClientRect();
      expect(menuBox.top).toBeGreaterThanOrEqual(buttonBox.bottom - 1);
      expect(Math.abs(menuBox.left - buttonBox.left)).toBeLessThanOrEqual(1);
    });
  },
};
