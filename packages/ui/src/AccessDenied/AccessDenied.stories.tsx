import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { AccessDenied } from './AccessDenied.tsx';

const meta = {
  title: 'Manage/AccessDenied',
  component: AccessDenied,
  parameters: { route: '/customize' },
} satisfies Meta<typeof AccessDenied>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

/** The Customise page for a non-admin (spec §2): no way out but the header. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18n.t('errors.accessDenied') }),
    ).toBeVisible();
    await expect(canvas.getByText(i18n.t('errors.adminRequired'))).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The edit-user page for a non-admin or an unknown user: a button back to the console. */
export const WithBackButton: Story = {
  parameters: { route: '/users/u-nobody/edit' },
  render: (args) => (
    <AccessDenied {...args} back={{ label: i18n.t('users.backToManagement'), href: '/manage' }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: i18n.t('users.backToManagement') }),
    ).toHaveAttribute('href', '/manage');
  },
};

/** The page may give its own reason. */
export const CustomMessage: Story = {
  render: (args) => <AccessDenied {...args} message={i18n.t('users.notFound')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('users.notFound'))).toBeVisible();
    await expect(canvas.queryByText(i18n.t('errors.adminRequired'))).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <AccessDenied {...args} back={{ label: i18n.t('users.backToManagement'), href: '/manage' }} />
  ),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الوصول مرفوض' })).toBeVisible();
    await expect(
      canvas.getByText('تحتاج إلى صلاحيات المسؤول للوصول إلى هذه الصفحة.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'العودة إلى لوحة الإدارة' })).toBeVisible();
  },
};
