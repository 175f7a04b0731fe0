import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { NotificationBell } from './NotificationBell.tsx';

const t = i18n.t.bind(i18n);

const meta = {
  title: 'Shell/NotificationBell',
  component: NotificationBell,
  args: { unread: 3 },
  decorators: [
    (Story) => (
      // On the header's primary bar, as the app shows it.
      <Box
        sx={{
          display: 'inline-flex',
          p: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three unread: the badge shows the count, and the link's name says it. */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: t('nav.notificationsUnread', { count: 3 }),
    });
    await expect(link).toHaveAttribute('href', '/notifications');
    await expect(link).toHaveTextContent('3');
  },
};

/** Nothing unread: no badge, an outlined bell. */
export const NoneUnread: Story = {
  args: { unread: 0 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: t('nav.notifications') });
    await expect(link).toHaveTextContent('');
  },
};

/** More than 99 unread reads 99+. */
export const Many: Story = {
  args: { unread: 240 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('99+');
  },
};
