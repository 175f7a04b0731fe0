import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatLongDateTime, i18n, type Language } from '@libatlas/i18n';
import { sampleUser } from '../fixtures/sampleUser.ts';
import { ProfileView, type ProfileViewProps } from './ProfileView.tsx';
import { apiFailure } from '../fixtures/apiFailure.ts';
import { sampleAvatar } from '../fixtures/sampleAvatar.ts';
import { samplePictureFile } from '../fixtures/samplePictureFile.ts';

/** The profile page as the app wires it: a successful save merges the update into the session's user. */
function SavedProfile({ user: initial, onSave }: ProfileViewProps) {
  const [user, setUser] = useState(initial);
  return (
    <ProfileView
      user={user}
      onSave={async (update) => {
        await onSave(update);
        setUser((current) => ({ ...current, ...update }));
      }}
    />
  );
}

const meta = {
  title: 'Profile/ProfileView',
  component: ProfileView,
  args: { user: sampleUser(), onSave: fn(async () => {}) },
  render: (args) => <SavedProfile {...args} />,
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

const NADIA = sampleUser();

function lastLoginText(value: string | null): string {
  return formatLongDateTime(value, i18n.language as Language) || i18n.t('date.never');
}

/** The value shown for a term of the profile's description list. */
function described(canvasElement: HTMLElement, term: string): string {
  const dt = within(canvasElement).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

async function startEditing(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: i18n.t('profile.edit') }));
  return {
    name: canvas.getByRole('textbox', { name: i18n.t('profile.name') }),
    email: canvas.getByRole('textbox', { name: i18n.t('profile.email') }),
    avatar: canvas.getByRole('button', { name: i18n.t('profile.changeAvatar') }),
    cancel: canvas.getByRole('button', { name: i18n.t('common.cancel') }),
    save: canvas.getByRole('button', { name: i18n.t('common.save') }),
  };
}

/** The current password field, which a new email brings. */
function currentPasswordField(canvasElement: HTMLElement): HTMLElement {
  return within(canvasElement).getByLabelText(i18n.t('profile.currentPassword'));
}

/** Back in view mode: no fields, and the Edit Profile button has the focus again. */
async function expectViewMode(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvas.getByRole('button', { name: i18n.t('profile.edit') })).toHaveFocus(),
  );
  await expect(canvas.queryByRole('textbox')).toBeNull();
  await expect(canvas.queryByRole('button', { name: i18n.t('common.save') })).toBeNull();
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18n.t('profile.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: NADIA.name })).toBeVisible();
    await expect(canvas.getByText(i18n.t('roles.regular'))).toBeVisible();
    await expect(described(canvasElement, i18n.t('profile.name'))).toBe(NADIA.name);
    await expect(described(canvasElement, i18n.t('profile.email'))).toBe(NADIA.email);
    await expect(described(canvasElement, i18n.t('profile.lastLogin'))).toBe(
      lastLoginText(NADIA.lastLogin),
    );
    // No picture: the name's first letter stands in.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('.MuiAvatar-root')).toHaveTextContent('N');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: i18n.t('profile.changeAvatar') })).toBeNull();
  },
};

export const AdminWithPicture: Story = {
  args: {
    user: sampleUser({ name: 'Omar Khalid', role: 'admin', isAdmin: true, avatar: sampleAvatar }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', {
      name: i18n.t('profile.avatarAlt', { name: 'Omar Khalid' }),
    });
    await expect(picture).toHaveAttribute('src', sampleAvatar);
    await expect(canvas.getByText(i18n.t('roles.admin'))).toBeVisible();
  },
};

export const NeverSignedInWithoutRole: Story = {
  args: { user: { ...sampleUser({ name: '', lastLogin: null }), role: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(described(canvasElement, i18n.t('profile.lastLogin'))).toBe(i18n.t('date.never'));
    await expect(canvas.getByText(i18n.t('roles.user'))).toBeVisible();
    // No name: the avatar shows U, and no empty heading is left behind.
    await expect(canvasElement.querySelector('.MuiAvatar-root')).toHaveTextContent('U');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { name, email, avatar, cancel, save } = await startEditing(canvasElement);

    await expect(name).toHaveValue(NADIA.name);
    await expect(name).toHaveFocus();
    await expect(email).toHaveValue(NADIA.email);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(avatar).toBeEnabled();
    await expect(cancel).toBeEnabled();
    await expect(save).toBeEnabled();
    await expect(canvas.getByText(lastLoginText(NADIA.lastLogin), { exact: false })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: i18n.t('profile.edit') })).toBeNull();
  },
};

export const CancelRestores: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { name, email, cancel } = await startEditing(canvasElement);
    await userEvent.clear(name);
    await userEvent.type(name, 'Someone Else');
    await userEvent.clear(email);
    await userEvent.type(email, 'someone@example.org');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Someone Else' })).toBeVisible();

    await userEvent.click(cancel);

    await expectViewMode(canvasElement);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { level: 2, name: NADIA.name })).toBeVisible();
    await expect(described(canvasElement, i18n.t('profile.email'))).toBe(NADIA.email);
    // Editing again starts from the saved values.
    const again = await startEditing(canvasElement);
    await expect(again.name).toHaveValue(NADIA.name);
    await expect(again.email).toHaveValue(NADIA.email);
  },
};

export const SaveSuccess: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { name, email, save } = await startEditing(canvasElement);
    await userEvent.clear(name);
    await userEvent.type(name, 'Nadia H. Haddad ');
    await userEvent.clear(email);
    await userEvent.type(email, 'nadia.haddad@example.org');
    await userEvent.type(currentPasswordField(canvasElement), 'my current secret');

    await userEvent.click(save);

    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Nadia H. Haddad',
      email: 'nadia.haddad@example.org',
      avatar: null,
      currentPassword: 'my current secret',
    });
    await expectViewMode(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nadia H. Haddad' })).toBeVisible();
    await expect(described(canvasElement, i18n.t('profile.email'))).toBe(
      'nadia.haddad@example.org',
    );
  },
};

export const SaveFailure: Story = {
  args: {
    onSave: fn(async () => {
      throw apiFailure(500, 'serverError', 'Internal server error');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { name } = await startEditing(canvasElement);
    await userEvent.clear(name);
    await userEvent.type(name, 'Nadia H.{Enter}');

    await expect(await canvas.findByRole('alert')).toHaveTextContent(i18n.t('profile.updateError'));
    await expect(args.onSave).toHaveBeenCalledOnce();
    // Still editing, with what was typed, ready for another try.
    await expect(canvas.getByRole('textbox', { name: i18n.t('profile.name') })).toHaveValue(
      'Nadia H.',
    );
    await expect(canvas.getByRole('button', { name: i18n.t('common.save') })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: i18n.t('profile.edit') })).toBeNull();

    // Cancel leaves edit mode and the message with it.
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('common.cancel') }));
    await expectViewMode(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: NADIA.name })).toBeVisible();
  },
};

/** Spec §8 says only that a failed save stays in edit mode; a taken email says so on its field. */
export const SaveFailsEmailTaken: Story = {
  args: {
    onSave: fn(async () => {
      throw apiFailure(409, 'emailTaken', 'An account with this email already exists');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { email } = await startEditing(canvasElement);
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.org');
    await userEvent.type(currentPasswordField(canvasElement), 'my current secret{Enter}');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(i18n.t('apiErrors.emailTaken'));
    // Said once, on the field; no generic message beside it.
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An empty name refused by the server (a 400 with the rule's key) shows under the name. */
export const SaveFailsNameRequired: Story = {
  args: {
    onSave: fn(async () => {
      throw Object.assign(apiFailure(400, 'invalidRequest', 'Invalid request'), {
        body: {
          statusCode: 400,
          error: 'BadRequest',
          code: 'invalidRequest',
          message: 'Invalid request',
          details: [{ path: 'name', message: 'validation.nameRequired' }],
        },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const { name } = await startEditing(canvasElement);
    await userEvent.clear(name);
    await userEvent.type(name, ' {Enter}');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(i18n.t('validation.nameRequired'));
  },
};

/**
 * A new email asks for the current password: the field appears only then, Save without it says so
 * under it and sends nothing, and with it the update carries it.
 */
export const EmailChangeAsksCurrentPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { name, email, save } = await startEditing(canvasElement);
    await userEvent.clear(name);
    await userEvent.type(name, 'Nadia H.');
    // A new name alone needs no password.
    await expect(canvas.queryByLabelText(i18n.t('profile.currentPassword'))).toBeNull();

    await userEvent.clear(email);
    await userEvent.type(email, 'nadia.new@example.org');
    const current = currentPasswordField(canvasElement);
    await expect(current).toHaveAttribute('type', 'password');
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(current).toHaveAccessibleDescription(i18n.t('profile.currentPasswordHint'));

    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription(i18n.t('validation.currentPasswordRequired'));
    await expect(current).toHaveFocus();

    await userEvent.type(current, 'my current secret{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Nadia H.',
      email: 'nadia.new@example.org',
      avatar: null,
      currentPassword: 'my current secret',
    });
    await expectViewMode(canvasElement);
  },
};

/** The server refuses a wrong current password (403 with the field's key): said under the field. */
export const EmailChangeWrongPassword: Story = {
  args: {
    onSave: fn(async () => {
      throw Object.assign(
        apiFailure(403, 'currentPasswordWrong', 'The current password is wrong'),
        {
          body: {
            statusCode: 403,
            error: 'Forbidden',
            code: 'currentPasswordWrong',
            message: 'The current password is wrong',
            details: [{ path: 'currentPassword', message: 'validation.currentPasswordWrong' }],
          },
        },
      );
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { email } = await startEditing(canvasElement);
    await userEvent.clear(email);
    await userEvent.type(email, 'nadia.new@example.org');
    const current = currentPasswordField(canvasElement);
    await userEvent.type(current, 'not my password{Enter}');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    await expect(current).toHaveAccessibleDescription(i18n.t('validation.currentPasswordWrong'));
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Still editing, with the new email kept for another try.
    await expect(email).toHaveValue('nadia.new@example.org');
  },
};

/** The same in Arabic, right to left. */
export const EmailChangeArabic: Story = {
  globals: { locale: 'ar' },
  args: { user: sampleUser({ name: 'ليلى سعيد', role: 'premium' }) },
  play: async ({ canvasElement, args }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const { email, save } = await startEditing(canvasElement);
    await userEvent.clear(email);
    await userEvent.type(email, 'layla@example.org');
    const current = currentPasswordField(canvasElement);
    await expect(current).toHaveAccessibleName(i18n.t('profile.currentPassword'));
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(current).toHaveAccessibleDescription(i18n.t('validation.currentPasswordRequired'));
  },
};

export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { save } = await startEditing(canvasElement);

    await userEvent.click(save);

    await expect(canvas.getByRole('button', { name: i18n.t('common.saving') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: i18n.t('common.cancel') })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: i18n.t('profile.changeAvatar') }),
    ).toBeDisabled();
  },
};

export const AvatarUpload: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const { avatar, save } = await startEditing(canvasElement);

    await userEvent.click(avatar);
    const dialog = await body.findByRole('dialog', { name: i18n.t('profile.avatarDialogTitle') });
    await userEvent.upload(
      within(dialog).getByLabelText(i18n.t('profile.avatarDropzone')),
      samplePictureFile(),
    );

    // The chosen picture replaces the letter at once, and the focus is back on the avatar button.
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(avatar.querySelector('img')).toHaveAttribute('src', sampleAvatar);
    await waitFor(() => expect(avatar).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.click(save);

    await expect(args.onSave).toHaveBeenCalledWith({
      name: NADIA.name,
      email: NADIA.email,
      avatar: sampleAvatar,
    });
    await expectViewMode(canvasElement);
    await expect(
      canvas.getByRole('img', { name: i18n.t('profile.avatarAlt', { name: NADIA.name }) }),
    ).toHaveAttribute('src', sampleAvatar);
  },
};

export const AvatarUploadCancelled: Story = {
  args: { user: sampleUser({ avatar: sampleAvatar }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const { avatar, cancel } = await startEditing(canvasElement);
    await userEvent.click(avatar);
    const dialog = await body.findByRole('dialog', { name: i18n.t('profile.avatarDialogTitle') });
    const other = samplePictureFile('other.gif', 'image/gif');
    await userEvent.upload(within(dialog).getByLabelText(i18n.t('profile.avatarDropzone')), other);
    await waitFor(() => expect(avatar.querySelector('img')?.src).toMatch(/^data:image\/gif/));

    await userEvent.click(cancel);

    // Cancel puts the saved picture back.
    await expectViewMode(canvasElement);
    await expect(
      canvas.getByRole('img', { name: i18n.t('profile.avatarAlt', { name: NADIA.name }) }),
    ).toHaveAttribute('src', sampleAvatar);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { user: sampleUser({ name: 'ليلى سعيد', role: 'premium' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18n.t('profile.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(i18n.t('roles.premium'))).toBeVisible();
    await expect(canvasElement.querySelector('.MuiAvatar-root')).toHaveTextContent('ل');
    await expect(described(canvasElement, i18n.t('profile.lastLogin'))).toBe(
      lastLoginText(NADIA.lastLogin),
    );

    const { name } = await startEditing(canvasElement);
    await expect(name).toHaveValue('ليلى سعيد');
  },
};
