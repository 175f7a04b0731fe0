import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  DEFAULT_ROLE,
  PASSWORD_MIN_LENGTH,
  ROLES,
  validationMessages,
  type Role,
  type User,
} from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { failureMessage, serverFieldErrors, useMessageText } from '../apiErrors/index.ts';
import { roleLabelKey } from '../UserMenu/index.ts';
import { userFormSchema, type UserFormFields, type UserFormOutput } from './userFormSchema.ts';
import { zodFormResolver } from '../forms/zodFormResolver.ts';

/** What the form sends: the create call's fields, or the update call's (spec §7). */
export interface UserFormValues {
  name: string;
  email: string;
  role: Role;
  /** Always set on create; on edit only when a new password was typed. */
  password?: string;
  /** The admin's own current password, when they change their own email or password. */
  currentPassword?: string;
}

export interface UserFormProps {
  /** Create a user (`/users/add`) or edit one (`/users/{id}/edit`). */
  mode: 'create' | 'edit';
  /** The user edited; its name, email and role fill the form. Ignored on create. */
  user?: Pick<User, 'name' | 'email' | 'role'> | null;
  /** Whether the user edited is the main admin, whose role is locked (spec §3, §6). */
  isMainAdmin?: boolean;
  /**
   * Whether the admin is editing their own account: a new email or password then asks for their
   * current password, which the server requires.
   */
  isSelf?: boolean;
  /**
   * Creates or saves; resolves on success (the page then moves on), rejects on failure with the
   * message shown, else 'Failed to create user' or 'Failed to save user'.
   */
  onSubmit: (values: UserFormValues) => Promise<void>;
  /** Called by Cancel. */
  onCancel: () => void;
  /** Where the back arrow leads; the console by default. */
  backHref?: string;
  /** The back arrow's accessible name; 'Back to Management' by default. */
  backLabel?: string;
}

function defaultsOf(mode: UserFormProps['mode'], user: UserFormProps['user']): UserFormFields {
  return {
    name: (mode === 'edit' && user?.name) || '',
    email: (mode === 'edit' && user?.email) || '',
    role: (mode === 'edit' && user?.role) || DEFAULT_ROLE,
    password: '',
    confirmPassword: '',
    currentPassword: '',
  };
}

type Failure = { message: string | null } | null;

const FORM_FIELDS = [
  'name',
  'email',
  'role',
  'password',
  'confirmPassword',
  'currentPassword',
] as const;
type FormFieldName = (typeof FORM_FIELDS)[number];
const isFormField = (path: string): path is FormFieldName =>
  (FORM_FIELDS as readonly string[]).includes(path);

// A disabled field's hint keeps its normal colour: it still has something to say (the main admin's
// locked role), and the faded one would fall below the WCAG contrast minimum.
const READABLE_HINT = { '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } };

/**
 * - **Use it** for an admin creating or editing a user (`/users/add`, `/users/{userId}/edit`).
 * - **Don't use it** for users editing themselves: `ProfileView` has its own edit mode; for
 *   sign-up: `LoginDialog`.
 *
 * The admin's user form (spec §2 User screens, §4, §5). Create: name, email and password, all
 * required (the browser's own checks, then the create call's rules), and a role, regular by
 * default; a second submit is ignored while the first is saving. Edit: name, email, role and an
 * optional new password with its confirmation, checked with the spec's messages under each field;
 * the main admin's role is locked, with a hint; an admin changing their own email or password is
 * asked for their current password (`isSelf`); Save stays disabled until something changes and
 * while saving, when it reads 'Saving…'. A failure is shown above the buttons.
 */
export function UserForm({
  mode,
  user,
  isMainAdmin = false,
  isSelf = false,
  onSubmit,
  onCancel,
  backHref = '/manage',
  backLabel,
}: UserFormProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const titleId = useId();
  const creating = mode === 'create';
  const resolver = useMemo(
    () => zodFormResolver<UserFormFields, UserFormOutput>(userFormSchema(mode, isMainAdmin)),
    [mode, isMainAdmin],
  );
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isDirty },
  } = useForm<UserFormFields, unknown, UserFormOutput>({
    resolver,
    defaultValues: defaultsOf(mode, user),
  });
  // The ref blocks a second submit at once; the state shows it (spec §4 User create).
  const inFlight = useRef(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);

  const message = useMessageText();

  // An admin's own new email or password needs their current password (the server checks it).
  const [typedPassword, typedEmail] = useWatch({ control, name: ['password', 'email'] });
  const asksCurrentPassword =
    !creating &&
    isSelf &&
    (typedPassword !== '' || typedEmail.trim().toLowerCase() !== (user?.email ?? '').toLowerCase());

  // Runs only once the values pass the rules.
  const save = handleSubmit(async (values) => {
    const currentPassword = getValues('currentPassword');
    if (asksCurrentPassword && currentPassword === '') {
      setError(
        'currentPassword',
        { type: 'required', message: validationMessages.currentPasswordRequired },
        { shouldFocus: true },
      );
      return;
    }
    setSaving(true);
    try {
      await onSubmit({
        name: values.name,
        email: values.email,
        role: values.role,
        ...((creating || values.password) && { password: values.password }),
        ...(asksCurrentPassword && { currentPassword }),
      });
      if (!creating) {
        // Saved: the saved values are the new starting point, so Save waits for the next change.
        reset({ ...values, password: '', confirmPassword: '', currentPassword: '' });
      }
    } catch (error) {
      // A problem with one field (a taken email, a rule the server checked) shows on that field.
      const onFields = serverFieldErrors(error).filter((detail) => isFormField(detail.path));
      for (const detail of onFields) {
        setError(detail.path as FormFieldName, { type: 'server', message: detail.message });
      }
      if (onFields.length === 0) setFailure({ message: failureMessage(error, '') || null });
    } finally {
      setSaving(false);
    }
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    // Each attempt starts clean: an earlier failure never stays beside a new one.
    setFailure(null);
    try {
      await save(event);
    } finally {
      inFlight.current = false;
    }
  };

  const field = (name: Exclude<FormFieldName, 'role'>) => {
    const { ref, ...rest } = register(name);
    return {
      ...rest,
      inputRef: ref,
      error: Boolean(errors[name]),
      disabled: saving,
      fullWidth: true,
      margin: 'normal' as const,
      sx: READABLE_HINT,
    };
  };

  const submitLabel = creating
    ? t(saving ? 'users.creating' : 'users.create')
    : t(saving ? 'common.saving' : 'users.saveChanges');

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3 }}>
        <IconButton
          component={RouterLink}
          to={backHref}
          aria-label={backLabel ?? t('users.backToManagement')}
        >
          {/* Back points to the start of the line: the right in Arabic. */}
          <ArrowBackIcon sx={theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
        </IconButton>
        <Typography id={titleId} variant="h4" component="h1">
          {t(creating ? 'users.addTitle' : 'users.editTitle')}
        </Typography>
      </Box>
      <Paper sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
        <Box
          component="form"
          aria-labelledby={titleId}
          aria-busy={saving}
          // Create keeps the browser's own checks (spec §5); edit shows the spec's messages instead.
          noValidate={!creating}
          onSubmit={(event) => void submit(event)}
        >
          <TextField
            {...field('name')}
            label={t('users.fields.name')}
            required={creating}
            autoComplete="off"
            helperText={message(errors.name?.message)}
          />
          <TextField
            {...field('email')}
            type="email"
            label={t('users.fields.email')}
            required={creating}
            autoComplete="off"
            helperText={message(errors.email?.message)}
          />
          <Controller
            control={control}
            name="role"
            render={({ field: { ref, ...role } }) => (
              <TextField
                {...role}
                inputRef={ref}
                select
                label={t('users.fields.role')}
                disabled={saving || isMainAdmin}
                error={Boolean(errors.role)}
                helperText={
                  message(errors.role?.message) ??
                  (isMainAdmin ? t('users.mainAdminHint') : undefined)
                }
                fullWidth
                margin="normal"
                sx={READABLE_HINT}
              >
                {ROLES.map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(roleLabelKey(option))}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            {...field('password')}
            type="password"
            label={t(creating ? 'users.fields.password' : 'users.fields.newPassword')}
            required={creating}
            autoComplete="new-password"
            helperText={
              message(errors.password?.message) ??
              (creating
                ? t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })
                : t('users.passwordHint'))
            }
          />
          {!creating && (
            <TextField
              {...field('confirmPassword')}
              type="password"
              label={t('users.fields.confirmPassword')}
              autoComplete="new-password"
              helperText={message(errors.confirmPassword?.message)}
            />
          )}
          {asksCurrentPassword && (
            <TextField
              {...field('currentPassword')}
              type="password"
              label={t('profile.currentPassword')}
              autoComplete="current-password"
              helperText={
                message(errors.currentPassword?.message) ?? t('profile.currentPasswordHint')
              }
            />
          )}
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure.message ?? t(creating ? 'users.createError' : 'users.saveError')}
            </Alert>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
            <Button onClick={onCancel} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={saving || (!creating && !isDirty)}>
              {submitLabel}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
