import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { expect, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { sampleHeroImage } from '../fixtures/sampleHeroImage.ts';
import { UserAvatar } from './UserAvatar.tsx';

const meta = {
  title: 'Profile/UserAvatar',
  component: UserAvatar,
  args: { name: 'Layla Haddad', role: 'regular', size: 64, fontSize: '1.75rem' },
} satisfies Meta<typeof UserAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each role's colours (spec §2): admin purple, premium amber, any other role indigo, none grey. */
export const Roles: Story = {
  render: (args) => (
    <Stack direction="row" spacing={2}>
      {(['admin', 'premium', 'regular', null] as const).map((role) => (
        <UserAvatar key={String(role)} {...args} role={role} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const avatars = [...canvasElement.querySelectorAll<HTMLElement>('.MuiAvatar-root')];
    await expect(avatars.map((avatar) => getComputedStyle(avatar).backgroundColor)).toEqual([
      'rgb(123, 31, 162)', // purple 700
      'rgb(255, 179, 0)', // amber 600
      'rgb(57, 73, 171)', // indigo 600
      'rgb(117, 117, 117)', // grey 600
    ]);
    for (const avatar of avatars) {
      await expect(avatar).toHaveTextContent('L');
      // The letter repeats the name shown beside it: hidden from screen readers.
      await expect(avatar).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** A picture is described by the user's name. */
export const WithPicture: Story = {
  args: { avatar: sampleHeroImage },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', {
        name: i18n.t('profile.avatarAlt', { name: 'Layla Haddad' }),
      }),
    ).toBeVisible();
  },
};

/** Inside a control that names itself, the picture is left out of the accessible tree. */
export const Decorative: Story = {
  args: { avatar: sampleHeroImage, decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** No name: the letter U. */
export const NoName: Story = {
  args: { name: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.MuiAvatar-root')).toHaveTextContent('U');
  },
};
