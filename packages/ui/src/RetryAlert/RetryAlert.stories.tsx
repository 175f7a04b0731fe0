import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { RetryAlert } from './RetryAlert.tsx';

const meta = {
  title: 'Feedback/RetryAlert',
  component: RetryAlert,
  args: { message: 'Failed to fetch users', onRetry: fn() },
  render: (args) => <RetryAlert {...args} message={i18n.t('users.fetchError')} />,
} satisfies Meta<typeof RetryAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18n.t('users.fetchError'));
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing to retry: the message alone. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
