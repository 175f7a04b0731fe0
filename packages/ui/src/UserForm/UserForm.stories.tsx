import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiFailure } from '../fixtures/apiFailure.ts';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PASSWORD_MIN_LENGTH } from '@libatlas/contracts';
import { i18n } from '@libatlas/i18n';
import { sampleUserById } from '../fixtures/sampleUsers.ts';
import { UserForm } from './UserForm.tsx';

const AMINA = sampleUserById('u-amina');
const MAIN_ADMIN = sampleUserById('u-admin');

const meta = {
  title: 'Manage/UserForm',
  component: UserForm,
  args: {
    mode: 'create',
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
  parameters: { route: '/users/add' },
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

function fields(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // Password fields have no role; they are found by name, and their labels checked apart.
  const input = (name: string) =>
    canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  return {
    name: canvas.getByRole('textbox', { name: i18n.t('users.fields.name') }),
    email: canvas.getByRole('textbox', { name: i18n.t('users.fields.email') }),
    role: canvas.getByRole('combobox', { name: i18n.t('users.fields.role') }),
    password: input('password')!,
    confirmPassword: input('confirmPassword'),
  };
}

async function chooseRole(canvasElement: HTMLElement, roleKey: 'roles.admin' | 'roles.premium') {
  await userEvent.click(fields(canvasElement).role);
  await userEvent.click(await screen.findByRole('option', { name: i18n.t(roleKey) }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

async function fillCreate(canvasElement: HTMLElement) {
  const { name, email, password } = fields(canvasElement);
  await userEvent.type(name, '  Sara Nabil ');
  await userEvent.type(email, 'sara.nabil@example.org');
  await userEvent.type(password, 'reading-room-42');
}

// ---------------------------------------------------------------- create

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18n.t('users.addTitle') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: i18n.t('users.backToManagement') }),
    ).toHaveAttribute('href', '/manage');
    const { name, email, role, password, confirmPassword } = fields(canvasElement);
    for (const input of [name, email, password]) {
      await expect(input).toBeRequired();
      await expect(input).toHaveValue('');
    }
    await expect(email).toHaveAttribute('type', 'email');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAccessibleName(i18n.t('users.fields.password'));
    await expect(password).toHaveAccessibleDescription(
      i18n.t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH }),
    );
    // Role: regular unless chosen otherwise (spec §3).
    await expect(role).toHaveTextContent(i18n.t('roles.regular'));
    await expect(confirmPassword).toBeNull();
    await expect(canvas.getByRole('button', { name: i18n.t('users.create') })).toBeEnabled();
  },
};

/** Empty required fields stop the form in the browser; the create call's rules check the rest. */
export const CreateRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { name, email, password } = fields(canvasElement);
    const create = canvas.getByRole('button', { name: i18n.t('users.create') });

    await userEvent.click(create);
    await expect(name).toBeInvalid();
    await expect((name as HTMLInputElement).validity.valueMissing).toBe(true);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Blanks, an address the browser accepts but the rules do not, and a short password.
    await userEvent.type(name, '   ');
    await userEvent.type(email, 'sara@example');
    await userEvent.type(password, 'short');
    await userEvent.click(create);

    await waitFor(() => expect(name).toHaveAccessibleDescription(i18n.t('validation.required')));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(i18n.t('validation.invalidEmailAddress'));
    await expect(password).toHaveAccessibleDescription(i18n.t('validation.passwordTooWeak'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CreateSubmits: Story = {
  play: async ({ canvasElement, args }) => {
    await fillCreate(canvasElement);
    await chooseRole(canvasElement, 'roles.premium');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: i18n.t('users.create') }),
    );
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Sara Nabil',
      email: 'sara.nabil@example.org',
      role: 'premium',
      password: 'reading-room-42',
    });
  },
};

/** While the first submit is saving, a second one is ignored (spec §4 User create). */
export const CreateBlocksDoubleSubmit: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillCreate(canvasElement);
    const create = canvas.getByRole('button', { name: i18n.t('users.create') });

    await userEvent.dblClick(create);
    await userEvent.type(fields(canvasElement).name, '{Enter}');

    const busy = await canvas.findByRole('button', { name: i18n.t('users.creating') });
    await expect(busy).toBeDisabled();
    await expect(canvas.getByRole('button', { name: i18n.t('common.cancel') })).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const CreateFails: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error();
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillCreate(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('users.create') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(i18n.t('users.createError'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // Ready for another try, with what was typed.
    await expect(canvas.getByRole('button', { name: i18n.t('users.create') })).toBeEnabled();
    await expect(fields(canvasElement).email).toHaveValue('sara.nabil@example.org');
  },
};

// Storybook resets spies before each story renders, which drops queued `...Once` answers; the
// spy's own call count (cleared by that reset) tells the attempts apart.
const emailTakenThenServerError = fn(async () => {
  throw emailTakenThenServerError.mock.calls.length === 1
    ? apiFailure(409, 'emailTaken', 'An account with this email already exists')
    : apiFailure(500, 'serverError', 'Internal server error');
});

/**
 * A failure about one field (the server's `emailTaken`) shows on that field, in the active
 * language; the next attempt that fails otherwise shows only its own message.
 */
export const CreateFailsWithMessage: Story = {
  args: {
    onSubmit: emailTakenThenServerError,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCreate(canvasElement);
    const create = canvas.getByRole('button', { name: i18n.t('users.create') });
    await userEvent.click(create);
    const { email } = fields(canvasElement);
    await waitFor(() => expect(email).toHaveAccessibleDescription(i18n.t('apiErrors.emailTaken')));
    await expect(canvas.queryByRole('alert')).toBeNull();

    await userEvent.clear(email);
    await userEvent.type(email, 'another@example.org');
    await userEvent.click(create);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(i18n.t('users.createError'));
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(email).not.toHaveAccessibleDescription(i18n.t('apiErrors.emailTaken'));
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: i18n.t('common.cancel') }),
    );
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

// ---------------------------------------------------------------- edit

const editArgs = {
  mode: 'edit' as const,
  user: AMINA,
  backHref: '/users/u-amina',
};

export const Edit: Story = {
  args: editArgs,
  parameters: { route: '/users/u-amina/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18n.t('users.editTitle') }),
    ).toBeVisible();
    const { name, email, role, password, confirmPassword } = fields(canvasElement);
    await expect(name).toHaveValue(AMINA.name);
    await expect(email).toHaveValue(AMINA.email);
    await expect(role).toHaveTextContent(i18n.t('roles.regular'));
    await expect(role).not.toHaveAttribute('aria-disabled');
    await expect(password).toHaveValue('');
    await expect(password).toHaveAccessibleName(i18n.t('users.fields.newPassword'));
    await expect(password).not.toBeRequired();
    await expect(confirmPassword).toHaveAccessibleName(i18n.t('users.fields.confirmPassword'));
    await expect(password).toHaveAccessibleDescription(i18n.t('users.passwordHint'));
    await expect(confirmPassword).toHaveValue('');
    // Nothing changed yet: nothing to save.
    await expect(canvas.getByRole('button', { name: i18n.t('users.saveChanges') })).toBeDisabled();
  },
};

/** Save waits for a change, and is disabled again when the change is undone. */
export const EditSaveWaitsForChange: Story = {
  args: editArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: i18n.t('users.saveChanges') });
    const { name } = fields(canvasElement);
    await expect(save).toBeDisabled();

    await userEvent.type(name, 'x');
    await waitFor(() => expect(save).toBeEnabled());

    await userEvent.type(name, '{Backspace}');
    await waitFor(() => expect(save).toBeDisabled());

    await chooseRole(canvasElement, 'roles.admin');
    await waitFor(() => expect(save).toBeEnabled());
  },
};

/** Each rule of spec §5 User edit, with its message under its field. */
export const EditValidation: Story = {
  args: editArgs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { name, email, password, confirmPassword } = fields(canvasElement);
    await userEvent.clear(name);
    await userEvent.type(name, '  ');
    await userEvent.clear(email);
    await userEvent.type(email, 'amina.example.org');
    await userEvent.type(password, 'new-shelf-mark');
    await userEvent.type(confirmPassword!, 'new-shelf-mark!');

    await userEvent.click(canvas.getByRole('button', { name: i18n.t('users.saveChanges') }));

    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(i18n.t('validation.nameRequired')),
    );
    await expect(email).toHaveAccessibleDescription(i18n.t('validation.invalidEmailAddress'));
    await expect(confirmPassword).toHaveAccessibleDescription(
      i18n.t('validation.passwordsDontMatch'),
    );
    for (const input of [name, email, confirmPassword]) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(password).toHaveAttribute('aria-invalid', 'false');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Fixing a field clears its message as it is typed.
    await userEvent.type(name, 'Amina');
    await waitFor(() => expect(name).toHaveAccessibleDescription(''));
  },
};

/** A confirmation alone is a mismatch too: either password given means both must match. */
export const EditConfirmationOnly: Story = {
  args: editArgs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { confirmPassword } = fields(canvasElement);
    await userEvent.type(confirmPassword!, 'new-shelf-mark');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('users.saveChanges') }));
    await waitFor(() =>
      expect(confirmPassword).toHaveAccessibleDescription(i18n.t('validation.passwordsDontMatch')),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The main admin's role is locked, with a hint saying why. */
export const EditMainAdmin: Story = {
  args: { ...editArgs, user: MAIN_ADMIN, isMainAdmin: true },
  play: async ({ canvasElement }) => {
    const { role } = fields(canvasElement);
    await expect(role).toHaveTextContent(i18n.t('roles.admin'));
    await expect(role).toHaveAttribute('aria-disabled', 'true');
    await expect(role).toHaveAccessibleDescription(i18n.t('users.mainAdminHint'));
    await userEvent.click(role);
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/** A main admin recorded with another role cannot be saved so (spec §5). */
export const EditMainAdminRoleRejected: Story = {
  args: { ...editArgs, user: { ...MAIN_ADMIN, role: 'regular' }, isMainAdmin: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { name, role } = fields(canvasElement);
    await userEvent.type(name, ' Team');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('users.saveChanges') }));
    await waitFor(() =>
      expect(role).toHaveAccessibleDescription(i18n.t('validation.mainAdminRole')),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A save sends the name, email and role, and the password only when one was typed. */
export const EditSubmits: Story = {
  args: editArgs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: i18n.t('users.saveChanges') });
    const { name, password, confirmPassword } = fields(canvasElement);
    await userEvent.clear(name);
    await userEvent.type(name, 'Amina H. Haddad');
    await userEvent.click(save);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      name: 'Amina H. Haddad',
      email: AMINA.email,
      role: 'regular',
    });
    // Saved: the form starts again from the saved values.
    await waitFor(() => expect(save).toBeDisabled());

    await userEvent.type(password, 'new-shelf-mark');
    await userEvent.type(confirmPassword!, 'new-shelf-mark');
    await userEvent.click(save);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      name: 'Amina H. Haddad',
      email: AMINA.email,
      role: 'regular',
      password: 'new-shelf-mark',
    });
  },
};

/**
 * An admin editing their own account: a new password (or email) asks for their current password,
 * which the server requires; Save without it says so under it and sends nothing.
 */
export const EditSelfAsksCurrentPassword: Story = {
  args: { ...editArgs, user: MAIN_ADMIN, isMainAdmin: true, isSelf: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: i18n.t('users.saveChanges') });
    const { name, password, confirmPassword } = fields(canvasElement);
    // A new name alone needs no password.
    await userEvent.type(name, ' II');
    await expect(canvasElement.querySelector('input[name="currentPassword"]')).toBeNull();

    await userEvent.type(password, 'owner keeps keys 1');
    await userEvent.type(confirmPassword!, 'owner keeps keys 1');
    const current = canvasElement.querySelector<HTMLInputElement>('input[name="currentPassword"]')!;
    await expect(current).toHaveAccessibleName(i18n.t('profile.currentPassword'));
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(current).toHaveAccessibleDescription(i18n.t('profile.currentPasswordHint'));

    await userEvent.click(save);
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    await expect(current).toHaveAccessibleDescription(i18n.t('validation.currentPasswordRequired'));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(current, 'the old one 1');
    await userEvent.click(save);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      name: `${MAIN_ADMIN.name} II`,
      email: MAIN_ADMIN.email,
      role: 'admin',
      password: 'owner keeps keys 1',
      currentPassword: 'the old one 1',
    });
  },
};

/** The same in Arabic, right to left: a new email asks for the current password. */
export const ArabicEditSelfAsksCurrentPassword: Story = {
  globals: { locale: 'ar' },
  args: { ...editArgs, isSelf: true },
  play: async ({ canvasElement, args }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const canvas = within(canvasElement);
    const { email } = fields(canvasElement);
    await userEvent.clear(email);
    await userEvent.type(email, 'amina.new@example.org');
    const current = canvasElement.querySelector<HTMLInputElement>('input[name="currentPassword"]')!;
    await expect(current).toHaveAccessibleName(i18n.t('profile.currentPassword'));
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('users.saveChanges') }));
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(i18n.t('validation.currentPasswordRequired')),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EditSaving: Story = {
  args: { ...editArgs, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(fields(canvasElement).name, ' H.');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('users.saveChanges') }));
    const saving = await canvas.findByRole('button', { name: i18n.t('common.saving') });
    await expect(saving).toBeDisabled();
    await expect(canvas.getByRole('button', { name: i18n.t('common.cancel') })).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const EditFails: Story = {
  args: {
    ...editArgs,
    onSubmit: fn(async () => {
      throw new Error();
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(fields(canvasElement).name, ' H.');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('users.saveChanges') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(i18n.t('users.saveError'));
    await expect(canvas.getByRole('button', { name: i18n.t('users.saveChanges') })).toBeEnabled();
  },
};

export const EditFailsWithMessage: Story = {
  args: {
    ...editArgs,
    onSubmit: fn(async () => {
      throw new Error('Email already in use');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(fields(canvasElement).name, ' H.');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('users.saveChanges') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Email already in use');
  },
};

/** The back arrow leads where the page says: the user's details, from the edit form. */
export const EditBackLink: Story = {
  args: editArgs,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: i18n.t('users.backToManagement') }),
    ).toHaveAttribute('href', '/users/u-amina');
  },
};

export const ArabicEdit: Story = {
  args: { ...editArgs, user: sampleUserById('u-layla') },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'تعديل المستخدم' })).toBeVisible();
    await expect(fields(canvasElement).name).toHaveValue('ليلى منصور');
    await expect(fields(canvasElement).role).toHaveTextContent(i18n.t('roles.regular'));
    await expect(canvas.getByRole('button', { name: i18n.t('users.saveChanges') })).toBeDisabled();
  },
};
