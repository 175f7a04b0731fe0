import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import CloseIcon from '@mui/icons-material/Close';
import {
  loginRequestSchema,
  PASSWORD_MIN_LENGTH,
  signUpFormSchema,
  type LoginRequest,
  type SignUpForm,
  type ValidationMessageKey,
} from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { serverFieldErrors, serverMessage } from '../apiErrors/index.ts';

/** What a sign-up sends: the form without its confirmation. */
export type SignUpRequest = Omit<SignUpForm, 'confirmPassword'>;

export interface LoginDialogProps {
  /** Whether the modal is shown (spec §4 Login modal: open or closed). */
  open: boolean;
  /** Called to close the modal: by the close button, Escape, a click outside, or a success. */
  onClose: () => void;
  /** Signs in; resolves on success, rejects on failure (the modal then shows 'Failed to login'). */
  onLogin: (credentials: LoginRequest) => Promise<void>;
  /**
   * Creates the account (and may sign it in); rejects on failure, with the API's message in
   * `error.body.message` when there is one, else the modal shows 'Failed to sign up'.
   */
  onSignUp: (account: SignUpRequest) => Promise<void>;
  /** Why the modal opened by itself, shown above the form (e.g. 'Your session has ended'). */
  notice?: string | null;
}

type Mode = 'login' | 'signUp';
type SignUpField = keyof SignUpForm;
type FieldErrors = Partial<Record<SignUpField, ValidationMessageKey>>;
type SignUpFailure = { message: string | null } | null;

const EMPTY_LOGIN: LoginRequest = { email: '', password: '' };
const EMPTY_SIGN_UP: SignUpForm = { name: '', email: '', password: '', confirmPassword: '' };
const SIGN_UP_FIELDS: readonly SignUpField[] = ['name', 'email', 'password', 'confirmPassword'];

/** The first message of each field, in the schema's words (i18n keys). */
function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as SignUpField;
    errors[field] ??= issue.message as ValidationMessageKey;
  }
  return errors;
}

/**
 * - **Use it** once, in the app shell, opened by the header's Login button or by a session that
 *   ended.
 * - **Don't use it** as a page: sign-in is a modal (spec §2); `/login` only hosts it.
 *
 * The login modal (spec §2, §4, §5): an email and a password field, submitted by the button or
 * Enter, and ignored while either is empty. A failure shows 'Failed to login' and keeps the modal
 * open with its fields; a success closes it and clears its fields and message. A second tab creates
 * an account: name, email, password and confirmation, checked by the contracts' sign-up schema,
 * with each message under its field (and the server's verdict on a common password under the
 * password). The modal opens on the Login tab with the focus in the email
 * field, and cannot be closed while a request is pending. A `notice` says why it opened by itself.
 */
export function LoginDialog({ open, onClose, onLogin, onSignUp, notice }: LoginDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const tabId = (mode: Mode) => `${id}-${mode}-tab`;
  const panelId = (mode: Mode) => `${id}-${mode}-panel`;
  const fieldId = (field: string) => `${id}-${field}`;

  const [mode, setMode] = useState<Mode>('login');
  const [login, setLogin] = useState<LoginRequest>(EMPTY_LOGIN);
  const [signUp, setSignUp] = useState<SignUpForm>(EMPTY_SIGN_UP);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [loginFailed, setLoginFailed] = useState(false);
  const [signUpFailure, setSignUpFailure] = useState<SignUpFailure>(null);
  const [busy, setBusy] = useState(false);

  const clearMessages = () => {
    setLoginFailed(false);
    setSignUpFailure(null);
    setFieldErrors({});
  };

  // A dismissed modal keeps what was typed, but opens again on the Login tab without messages.
  const close = () => {
    if (busy) return;
    clearMessages();
    setMode('login');
    onClose();
  };

  const succeed = () => {
    setBusy(false);
    clearMessages();
    setLogin(EMPTY_LOGIN);
    setSignUp(EMPTY_SIGN_UP);
    setMode('login');
    onClose();
  };

  const submitLogin = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec §5: the submit is ignored unless both fields are filled in.
    const parsed = loginRequestSchema.safeParse(login);
    if (busy || !parsed.success) return;
    setBusy(true);
    setLoginFailed(false);
    try {
      await onLogin(parsed.data);
    } catch {
      setLoginFailed(true);
      setBusy(false);
      return;
    }
    succeed();
  };

  const submitSignUp = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = signUpFormSchema.safeParse(signUp);
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error.issues);
      setFieldErrors(errors);
      setSignUpFailure(null);
      const firstInvalid = SIGN_UP_FIELDS.find((field) => errors[field]);
      if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    setBusy(true);
    setSignUpFailure(null);
    const { name, email, password } = parsed.data;
    try {
      await onSignUp({ name, email, password });
    } catch (error) {
      // A password the server found too weak (one of the common ones) is said under its field.
      const weak = serverFieldErrors(error).find((detail) => detail.path === 'password');
      if (weak) {
        setFieldErrors({ password: weak.message as ValidationMessageKey });
        setSignUpFailure(null);
        setBusy(false);
        document.getElementById(fieldId('password'))?.focus();
        return;
      }
      setSignUpFailure({ message: serverMessage(error) });
      setBusy(false);
      return;
    }
    succeed();
  };

  const signUpField = (field: SignUpField) => ({
    id: fieldId(field),
    value: signUp[field],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setSignUp((form) => ({ ...form, [field]: value }));
      setFieldErrors(({ [field]: _, ...others }) => others);
    },
    error: Boolean(fieldErrors[field]),
    fullWidth: true,
    required: true,
    margin: 'dense' as const,
  });
  const errorText = (field: SignUpField) => {
    const key = fieldErrors[field];
    return key ? t(key) : undefined;
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ paddingInlineEnd: 7 }}>
        {mode === 'login' ? t('auth.loginTitle') : t('auth.signUpTitle')}
      </DialogTitle>
      <IconButton
        aria-label={t('common.close')}
        onClick={close}
        disabled={busy}
        sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Tabs
        value={mode}
        onChange={(_, next: Mode) => setMode(next)}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {(['login', 'signUp'] as const).map((tab) => (
          <Tab
            key={tab}
            value={tab}
            id={tabId(tab)}
            aria-controls={tab === mode ? panelId(tab) : undefined}
            label={tab === 'login' ? t('nav.login') : t('auth.signUp')}
            disabled={busy}
          />
        ))}
      </Tabs>
      <DialogContent>
        {notice && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {notice}
          </Alert>
        )}
        <Box role="tabpanel" id={panelId(mode)} aria-labelledby={tabId(mode)}>
          {mode === 'login' ? (
            <form noValidate onSubmit={submitLogin} aria-busy={busy}>
              <TextField
                id={fieldId('login-email')}
                label={t('auth.email')}
                type="email"
                autoComplete="email"
                value={login.email}
                onChange={(event) => {
                  const { value } = event.target;
                  setLogin((form) => ({ ...form, email: value }));
                }}
                autoFocus
                required
                fullWidth
                margin="dense"
              />
              <TextField
                id={fieldId('login-password')}
                label={t('auth.password')}
                type="password"
                autoComplete="current-password"
                value={login.password}
                onChange={(event) => {
                  const { value } = event.target;
                  setLogin((form) => ({ ...form, password: value }));
                }}
                required
                fullWidth
                margin="dense"
              />
              {loginFailed && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {t('auth.loginFailed')}
                </Alert>
              )}
              <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 3 }}>
                {busy ? t('auth.signingIn') : t('auth.submit')}
              </Button>
            </form>
          ) : (
            <form noValidate onSubmit={submitSignUp} aria-busy={busy}>
              <TextField
                {...signUpField('name')}
                label={t('auth.name')}
                autoComplete="name"
                helperText={errorText('name')}
              />
              <TextField
                {...signUpField('email')}
                label={t('auth.email')}
                type="email"
                autoComplete="email"
                helperText={errorText('email')}
              />
              <TextField
                {...signUpField('password')}
                label={t('auth.password')}
                type="password"
                autoComplete="new-password"
                helperText={
                  errorText('password') ?? t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })
                }
              />
              <TextField
                {...signUpField('confirmPassword')}
                label={t('auth.confirmPassword')}
                type="password"
                autoComplete="new-password"
                helperText={errorText('confirmPassword')}
              />
              {signUpFailure && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {signUpFailure.message ?? t('auth.signupFailed')}
                </Alert>
              )}
              <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 3 }}>
                {busy ? t('auth.signingUp') : t('auth.createAccount')}
              </Button>
            </form>
          )}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
