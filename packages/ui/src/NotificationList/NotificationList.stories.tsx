import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { sampleNotifications } from '../fixtures/sampleEdits.ts';
import { NotificationList } from './NotificationList.tsx';

const t = i18n.t.bind(i18n);

const meta = {
  title: 'Suggestions/NotificationList',
  component: NotificationList,
  args: { notifications: sampleNotifications, onMarkAllRead: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 720 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Applied (with the field) and a comment unread, a rejection read; each links to its suggestion. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(
      `${t('notifications.unreadMark')} ${t('notifications.kind.applied', { name: 'Atlas Admin' })}`,
    );
    await expect(items[0]).toHaveTextContent(
      t('notifications.appliedFields', { fields: t('libraryForm.fields.operatingHours') }),
    );
    await expect(items[2]).not.toHaveTextContent(t('notifications.unreadMark'));
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/suggestions/s-bnf-hours',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('notifications.markAllRead') }));
    await expect(args.onMarkAllRead).toHaveBeenCalled();
  },
};

/** Nothing yet: a message says what will show here. */
export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('notifications.empty'))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
