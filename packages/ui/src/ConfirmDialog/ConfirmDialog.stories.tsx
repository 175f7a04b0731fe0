import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

/** The library asked about, in the active language. */
const NAME = () => (i18n.language === 'ar' ? 'المكتبة البريطانية' : 'The British Library');

/** The dialog's texts in the active language, read when the story renders. */
function LibraryDelete(props: ConfirmDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title={i18n.t('manage.libraries.deleteTitle')}
      message={i18n.t('manage.libraries.deleteConfirm', { name: NAME() })}
      confirmLabel={i18n.t('common.delete')}
    />
  );
}

const meta = {
  title: 'Manage/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: '',
    message: '',
    confirmLabel: '',
    destructive: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <LibraryDelete {...args} />,
  // On a Docs page the dialog opens inside its story's block, which needs the room.
  parameters: { docsHeight: 320 },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

async function dialog(): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: i18n.t('manage.libraries.deleteTitle') });
}

/** A destructive question: the confirm button in the error colour, the focus on Cancel. */
export const Default: Story = {
  play: async ({ args }) => {
    const box = await dialog();
    await expect(box).toHaveAccessibleDescription(
      i18n.t('manage.libraries.deleteConfirm', { name: NAME() }),
    );
    const cancel = within(box).getByRole('button', { name: i18n.t('common.cancel') });
    const confirm = within(box).getByRole('button', { name: i18n.t('common.delete') });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(confirm).toHaveClass('MuiButton-colorError');

    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A confirmation that destroys nothing: the confirm button in the primary colour. */
export const NotDestructive: Story = {
  args: { destructive: false },
  play: async () => {
    const confirm = within(await dialog()).getByRole('button', { name: i18n.t('common.delete') });
    await expect(confirm).toHaveClass('MuiButton-colorPrimary');
  },
};

/** While the action runs: both buttons disabled, Escape ignored. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const box = await dialog();
    const confirm = within(box).getByRole('button', { name: i18n.t('common.delete') });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(box).getByRole('button', { name: i18n.t('common.cancel') })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  render: (args) => <LibraryDelete {...args} error={i18n.t('library.deleteError')} />,
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('alert')).toHaveTextContent(i18n.t('library.deleteError'));
    await expect(within(box).getByRole('button', { name: i18n.t('common.delete') })).toBeEnabled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const box = await screen.findByRole('dialog', { name: 'حذف المكتبة؟' });
    // The dialog fades in: wait until its buttons are shown.
    await waitFor(() => expect(within(box).getByRole('button', { name: 'حذف' })).toBeVisible());
    await expect(within(box).getByRole('button', { name: 'إلغاء' })).toBeVisible();
  },
};
