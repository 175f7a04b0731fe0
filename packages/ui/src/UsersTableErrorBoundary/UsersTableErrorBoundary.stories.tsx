import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { sampleUsers } from '../fixtures/sampleUsers.ts';
import { UsersTable } from '../UsersTable/index.ts';
import { UsersTableErrorBoundary } from './UsersTableErrorBoundary.tsx';

const CRASH = 'Cannot read properties of undefined (reading "email")';

// Whether the list's data is broken; each story starts broken, and TryAgain mends it mid-story.
let broken = true;

/** A users list that crashes while it renders, as long as its data is broken. */
function CrashingTable() {
  if (broken) {
    throw new TypeError(CRASH);
  }
  return <UsersTable users={sampleUsers} onDelete={() => {}} />;
}

const meta = {
  title: 'Manage/UsersTableErrorBoundary',
  component: UsersTableErrorBoundary,
  args: { children: null },
  parameters: { route: '/manage' },
  beforeEach: () => {
    broken = true;
  },
  render: () => (
    <UsersTableErrorBoundary>
      <CrashingTable />
    </UsersTableErrorBoundary>
  ),
} satisfies Meta<typeof UsersTableErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

/** The list crashed: 'Something went wrong' with the error's message (spec §8). */
export const Crashed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(i18n.t('errors.somethingWentWrong'));
    await expect(alert).toHaveTextContent(CRASH);
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** Try Again renders the table anew, which works once its data is mended. */
export const TryAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    broken = false;
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('common.retry') }));
    await expect(await canvas.findByRole('grid')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Nothing crashed: the table shows through untouched. */
export const Healthy: Story = {
  beforeEach: () => {
    broken = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid')).toBeVisible();
    await expect(canvas.queryByText(i18n.t('errors.somethingWentWrong'))).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('حدث خطأ ما');
    await expect(within(alert).getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};
