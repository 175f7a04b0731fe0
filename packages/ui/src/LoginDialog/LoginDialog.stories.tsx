import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { i18n, useTranslation } from '@libatlas/i18n';
import { apiFailure } from '../fixtures/apiFailure.ts';
import { LoginDialog, type LoginDialogProps } from './LoginDialog.tsx';

/** The header's Login button and the modal it opens, as the app wires them. */
function WithLoginButton(props: LoginDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('nav.login')}
      </Button>
      <LoginDialog
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

/** The modal as the app opens it after a session ended, with the notice in the active language. */
function WithSessionEndedNotice(props: LoginDialogProps) {
  const { t } = useTranslation();
  return <WithLoginButton {...props} notice={t('auth.sessionEnded')} />;
}

const meta = {
  title: 'Auth/LoginDialog',
  component: LoginDialog,
  args: {
    open: true,
    onClose: fn(),
    onLogin: fn(async () => {}),
    onSignUp: fn(async () => {}),
  },
  render: (args) => <WithLoginButton {...args} />,
  // On a Docs page the dialog opens inside its story's block, which needs the room.
  parameters: { docsHeight: 640 },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

/** A request that never settles, to show the pending state. */
const pending = () => new Promise<void>(() => {});

/** The modal lives in a portal, outside the story's canvas; it fades in. */
async function findDialog(canvasElement: HTMLElement, title: string = i18n.t('auth.loginTitle')) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: title,
  });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * A field by its label. Password inputs have no role, so labels are matched as text, without the
 * asterisk that marks a required field.
 */
function field(container: HTMLElement, label: string): HTMLInputElement {
  return within(container).getByLabelText((content) => content.replace(/[\s*]+$/u, '') === label);
}

function loginFields(dialog: HTMLElement) {
  return {
    email: field(dialog, i18n.t('auth.email')),
    password: field(dialog, i18n.t('auth.password')),
    submit: within(dialog).getByRole('button', { name: i18n.t('auth.submit') }),
  };
}

function signUpFields(dialog: HTMLElement) {
  return {
    name: field(dialog, i18n.t('auth.name')),
    email: field(dialog, i18n.t('auth.email')),
    password: field(dialog, i18n.t('auth.password')),
    confirmPassword: field(dialog, i18n.t('auth.confirmPassword')),
    submit: within(dialog).getByRole('button', { name: i18n.t('auth.createAccount') }),
  };
}

async function openSignUp(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('tab', { name: i18n.t('auth.signUp') }));
  await expect(
    within(dialog).getByRole('tab', { name: i18n.t('auth.signUp'), selected: true }),
  ).toBeVisible();
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    const { email, password, submit } = loginFields(dialog);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(password).toHaveAttribute('type', 'password');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(
      within(dialog).getByRole('tab', { name: i18n.t('nav.login'), selected: true }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('tabpanel')).toContainElement(email);
    await expect(submit).toBeEnabled();
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

export const BlankSubmitIgnored: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    const { email, password, submit } = loginFields(dialog);

    await userEvent.click(submit);
    await userEvent.type(email, 'nadia@example.org{Enter}');
    await userEvent.clear(email);
    await userEvent.type(password, 'correct horse{Enter}');

    await expect(args.onLogin).not.toHaveBeenCalled();
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const LoginFailure: Story = {
  args: {
    onLogin: fn(async () => {
      throw new Error('401 Unauthorized');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    const { email, password } = loginFields(dialog);

    await userEvent.type(email, 'nadia@example.org');
    await userEvent.type(password, 'wrong password{Enter}');

    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      i18n.t('auth.loginFailed'),
    );
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(args.onLogin).toHaveBeenCalledWith({
      email: 'nadia@example.org',
      password: 'wrong password',
    });
    // The modal stays open with what was typed, ready for another try.
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(email).toHaveValue('nadia@example.org');
    await expect(password).toHaveValue('wrong password');
    await expect(loginFields(dialog).submit).toBeEnabled();
  },
};

export const LoginSuccess: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await findDialog(canvasElement);
    const { email, password, submit } = loginFields(dialog);

    await userEvent.type(email, '  nadia@example.org ');
    await userEvent.type(password, 'correct horse');
    await userEvent.click(submit);

    await expect(args.onLogin).toHaveBeenCalledWith({
      email: 'nadia@example.org',
      password: 'correct horse',
    });
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );

    // Opened again, the modal starts afresh.
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('nav.login') }));
    const reopened = await findDialog(canvasElement);
    const fresh = loginFields(reopened);
    await expect(fresh.email).toHaveValue('');
    await expect(fresh.password).toHaveValue('');
    await waitFor(() => expect(fresh.email).toHaveFocus());
    await expect(within(reopened).queryByRole('alert')).toBeNull();
  },
};

export const Pending: Story = {
  args: { onLogin: fn(pending) },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    const { email, password } = loginFields(dialog);

    await userEvent.type(email, 'nadia@example.org');
    await userEvent.type(password, 'correct horse{Enter}');

    const busy = within(dialog).getByRole('button', { name: i18n.t('auth.signingIn') });
    await expect(busy).toBeDisabled();
    await expect(
      within(dialog).getByRole('button', { name: i18n.t('common.close') }),
    ).toBeDisabled();
    // Neither a second Enter nor Escape interrupts the request.
    await userEvent.type(password, '{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const ClosesWithoutSigningIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await findDialog(canvasElement);
    await userEvent.type(loginFields(dialog).email, 'nadia@example.org');

    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.close') }));

    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onLogin).not.toHaveBeenCalled();

    // Escape closes it too, from either tab; it opens again on Login, with what was typed.
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('nav.login') }));
    await openSignUp(await findDialog(canvasElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: i18n.t('nav.login') }));
    const reopened = await findDialog(canvasElement);
    const { email } = loginFields(reopened);
    await expect(email).toHaveValue('nadia@example.org');
    await waitFor(() => expect(email).toHaveFocus());
  },
};

export const SignUp: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);

    await openSignUp(dialog);

    await expect(dialog).toHaveAccessibleName(i18n.t('auth.signUpTitle'));
    const { name, email, password, confirmPassword } = signUpFields(dialog);
    // As with any tabs, the focus stays on the tab, and the next Tab key enters its panel.
    await expect(within(dialog).getByRole('tab', { name: i18n.t('auth.signUp') })).toHaveFocus();
    await userEvent.tab();
    await expect(name).toHaveFocus();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(confirmPassword).toHaveAttribute('type', 'password');
    await expect(password).toHaveAccessibleDescription(i18n.t('auth.passwordHint', { min: 8 }));
  },
};

export const SignUpValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    await openSignUp(dialog);
    const { name, email, password, confirmPassword, submit } = signUpFields(dialog);

    await userEvent.click(submit);

    await expect(name).toHaveAccessibleDescription(i18n.t('validation.required'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(i18n.t('validation.invalidEmailAddress'));
    await expect(password).toHaveAccessibleDescription(i18n.t('validation.passwordTooWeak'));
    await expect(confirmPassword).toHaveAccessibleDescription(
      i18n.t('validation.confirmPasswordRequired'),
    );
    // The first field in error takes the focus.
    await expect(name).toHaveFocus();

    await userEvent.type(name, 'Nadia Haddad');
    await userEvent.type(email, 'nadia@');
    await userEvent.type(password, 'short');
    await userEvent.type(confirmPassword, 'other{Enter}');

    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(i18n.t('validation.invalidEmailAddress'));
    await expect(password).toHaveAccessibleDescription(i18n.t('validation.passwordTooWeak'));
    await expect(confirmPassword).toHaveAccessibleDescription(
      i18n.t('validation.passwordsDontMatch'),
    );
    await expect(email).toHaveFocus();
    await expect(args.onSignUp).not.toHaveBeenCalled();
    await expect(within(dialog).queryByRole('alert')).toBeNull();

    // Editing a field clears its message.
    await userEvent.type(email, 'example.org');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(email).not.toHaveAccessibleDescription(i18n.t('validation.invalidEmailAddress'));
  },
};

export const SignUpFailure: Story = {
  args: {
    onSignUp: fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    await openSignUp(dialog);
    const { name, email, password, confirmPassword } = signUpFields(dialog);

    await userEvent.type(name, 'Nadia Haddad');
    await userEvent.type(email, 'nadia@example.org');
    await userEvent.type(password, 'correct horse');
    await userEvent.type(confirmPassword, 'correct horse{Enter}');

    // A network failure's own words are not shown: the modal's message is.
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      i18n.t('auth.signupFailed'),
    );
    await expect(args.onSignUp).toHaveBeenCalledOnce();
    await expect(dialog).toBeVisible();
    await expect(name).toHaveValue('Nadia Haddad');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const SignUpServerMessage: Story = {
  args: {
    onSignUp: fn(async () => {
      throw apiFailure(409, 'emailTaken', 'An account with this email already exists');
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await openSignUp(dialog);
    const { name, email, password, confirmPassword } = signUpFields(dialog);

    await userEvent.type(name, 'Nadia Haddad');
    await userEvent.type(email, 'nadia@example.org');
    await userEvent.type(password, 'correct horse');
    await userEvent.type(confirmPassword, 'correct horse{Enter}');

    // The code is translated; the server's English message is never shown.
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(i18n.t('apiErrors.emailTaken'));
    if (i18n.language === 'ar') await expect(alert).not.toHaveTextContent(/already exists/);
  },
};

/**
 * The server refuses a common password (a 400 with the rule's key on `password`): the modal says
 * 'Password is too weak' under the password, in the reader's language, and stays open.
 */
export const SignUpCommonPassword: Story = {
  args: {
    onSignUp: fn(async () => {
      throw Object.assign(apiFailure(400, 'passwordTooWeak', 'Password is too weak'), {
        body: {
          statusCode: 400,
          error: 'BadRequest',
          code: 'passwordTooWeak',
          message: 'Password is too weak',
          details: [{ path: 'password', message: 'validation.passwordTooWeak' }],
        },
      });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    await openSignUp(dialog);
    const { name, email, password, confirmPassword } = signUpFields(dialog);

    await userEvent.type(name, 'Nadia Haddad');
    await userEvent.type(email, 'nadia@example.org');
    await userEvent.type(password, 'Password1');
    await userEvent.type(confirmPassword, 'Password1{Enter}');

    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(password).toHaveAccessibleDescription(i18n.t('validation.passwordTooWeak'));
    await expect(password).toHaveFocus();
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(args.onSignUp).toHaveBeenCalledOnce();
    await expect(dialog).toBeVisible();
  },
};

/** The same refusal in Arabic, right to left. */
export const SignUpCommonPasswordArabic: Story = {
  ...SignUpCommonPassword,
  globals: { locale: 'ar' },
  play: async (context) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await SignUpCommonPassword.play?.(context);
  },
};

/** Opened by the app when a session ended on the server: it says why, above the form. */
export const SessionEnded: Story = {
  render: (args) => <WithSessionEndedNotice {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(i18n.t('auth.sessionEnded'));
    await waitFor(() => expect(loginFields(dialog).email).toHaveFocus());
  },
};

export const SignUpSuccess: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await findDialog(canvasElement);
    await openSignUp(dialog);
    const { name, email, password, confirmPassword, submit } = signUpFields(dialog);

    await userEvent.type(name, ' Nadia Haddad ');
    await userEvent.type(email, 'nadia@example.org');
    await userEvent.type(password, 'correct horse');
    await userEvent.type(confirmPassword, 'correct horse');
    await userEvent.click(submit);

    await expect(args.onSignUp).toHaveBeenCalledOnce();
    await expect(args.onSignUp).toHaveBeenCalledWith({
      name: 'Nadia Haddad',
      email: 'nadia@example.org',
      password: 'correct horse',
    });
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );

    // Opened again, the modal is back on an empty Login tab.
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('nav.login') }));
    const reopened = await findDialog(canvasElement);
    await expect(
      within(reopened).getByRole('tab', { name: i18n.t('nav.login'), selected: true }),
    ).toBeVisible();
    await expect(loginFields(reopened).email).toHaveValue('');
    await openSignUp(reopened);
    await expect(signUpFields(reopened).name).toHaveValue('');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    onLogin: fn(async () => {
      throw new Error('401 Unauthorized');
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const dialog = await findDialog(canvasElement);
    const { email, password } = loginFields(dialog);

    await userEvent.type(email, 'nadia@example.org');
    await userEvent.type(password, 'wrong password{Enter}');

    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      i18n.t('auth.loginFailed'),
    );
    // The close button sits at the end of the title row: the left in Arabic.
    const close = within(dialog).getByRole('button', { name: i18n.t('common.close') });
    const box = dialog.getBoundingClientRect();
    await expect(close.getBoundingClientRect().left - box.left).toBeLessThan(box.width / 2);
  },
};
