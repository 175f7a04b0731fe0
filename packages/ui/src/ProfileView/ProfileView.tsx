import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { validationMessages, type Role, type User } from '@libatlas/contracts';
import { formatLongDateTime, useLanguage, useTranslation } from '@libatlas/i18n';
import { failureMessage, serverFieldErrors } from '../apiErrors/index.ts';
import { DetailList } from '../DetailList/index.ts';
import { AvatarUploadDialog } from '../AvatarUploadDialog/index.ts';
import { useMessageText } from '../apiErrors/index.ts';
import { UserAvatar } from '../UserAvatar/index.ts';
import { roleLabelKey } from '../UserMenu/index.ts';

/** What the profile shows of the user: a `User` or `SessionUser` fits, as does one with no role. */
export type ProfileUser = Pick<User, 'name' | 'email' | 'avatar' | 'lastLogin'> & {
  role?: Role | null | undefined;
};

/** What a save sends (spec §7: the update-user call with name, email and avatar). */
export interface ProfileUpdate {
  name: string;
  email: string;
  avatar: string | null;
  /** The user's current password: sent only with a new email, which the server refuses without it. */
  currentPassword?: string;
}

type ProfileField = 'name' | 'email' | 'currentPassword';
const PROFILE_FIELDS: readonly string[] = ['name', 'email', 'currentPassword'];

/** The form while editing: the update and the current password, typed only for a new email. */
type ProfileForm = Omit<ProfileUpdate, 'currentPassword'> & { currentPassword: string };

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export interface ProfileViewProps {
  /** The signed-in user. */
  user: ProfileUser;
  /**
   * Saves the edited profile; resolves on success, rejects on failure (edit mode then stays open):
   * an API failure about one field (a taken email, an empty name) shows on that field.
   */
  onSave: (update: ProfileUpdate) => Promise<void>;
}

const AVATAR_SIZE = 96;

/**
 * - **Use it** as the body of the signed-in user's own profile page.
 * - **Don't use it** for an admin looking at another user: use `UserDetailsView`.
 *
 * The profile page's content (spec §2 Profile): the avatar (the picture, else the name's first
 * letter, else U), the name, the role, the email and the last login in long date and time style
 * ('Never' when unset). Edit Profile makes the name and email editable and the avatar a button that
 * opens the picture chooser; a new email also asks for the current password (the server refuses
 * the change without it, and ends the account's other sessions once it is made); Cancel restores
 * the saved values, Save sends them and leaves edit mode
 * once saved, or stays in edit mode and says why: under the field at fault (a taken email, an empty
 * name), else what the failure means, else 'Failed to update profile'.
 */
export function ProfileView({ user, onSave }: ProfileViewProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [form, setForm] = useState<ProfileForm | null>(null);
  const [saving, setSaving] = useState(false);
  // Why the last save failed: per field (messages are i18n keys), or as a whole.
  const [failure, setFailure] = useState<{
    fields: Partial<Record<ProfileField, string>>;
    message: string | null;
  } | null>(null);
  const [choosingAvatar, setChoosingAvatar] = useState(false);
  // Set when edit mode ends, so the Edit Profile button takes the focus back from the button that
  // ended it (which is gone), and not on the page's first render.
  const [returnFocus, setReturnFocus] = useState(false);

  const fieldMessage = useMessageText();
  const currentPasswordId = `${useId()}-current-password`;
  const editing = form !== null;
  const shown = form ?? { name: user.name, email: user.email, avatar: user.avatar };
  const role = user.role ?? null;
  const lastLogin = formatLongDateTime(user.lastLogin, language) || t('date.never');

  // A new email needs the current password (the server refuses it otherwise), asked for only then.
  const emailChanges = form !== null && !sameEmail(form.email, user.email);

  const startEditing = () => {
    setForm({ name: user.name, email: user.email, avatar: user.avatar, currentPassword: '' });
    setFailure(null);
  };
  const stopEditing = () => {
    setForm(null);
    setFailure(null);
    setReturnFocus(true);
  };
  const change = (update: Partial<ProfileForm>) =>
    setForm((current) => (current ? { ...current, ...update } : current));

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form || saving) return;
    if (emailChanges && form.currentPassword === '') {
      setFailure({
        fields: { currentPassword: validationMessages.currentPasswordRequired },
        message: null,
      });
      document.getElementById(currentPasswordId)?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await onSave({
        name: form.name.trim(),
        email: form.email.trim(),
        avatar: form.avatar,
        ...(emailChanges ? { currentPassword: form.currentPassword } : {}),
      });
    } catch (error) {
      const fields: Partial<Record<ProfileField, string>> = {};
      for (const detail of serverFieldErrors(error)) {
        if (PROFILE_FIELDS.includes(detail.path))
          fields[detail.path as ProfileField] ??= detail.message;
      }
      const onFields = Object.keys(fields).length > 0;
      setFailure({
        fields,
        message: onFields ? null : failureMessage(error, t('profile.updateError')),
      });
      setSaving(false);
      return;
    }
    setSaving(false);
    stopEditing();
  };

  const avatar = (
    <UserAvatar
      name={shown.name}
      avatar={shown.avatar}
      role={role}
      size={AVATAR_SIZE}
      fontSize="2.5rem"
    />
  );

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('profile.title')}
      </Typography>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          {editing ? (
            <IconButton
              aria-label={t('profile.changeAvatar')}
              onClick={() => setChoosingAvatar(true)}
              disabled={saving}
              sx={{ p: 0.5 }}
            >
              <Badge
                overlap="circular"
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                badgeContent={
                  <Box
                    component="span"
                    sx={{
                      display: 'flex',
                      p: 0.5,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      boxShadow: 1,
                    }}
                  >
                    <PhotoCameraOutlinedIcon fontSize="small" />
                  </Box>
                }
              >
                {avatar}
              </Badge>
            </IconButton>
          ) : (
            avatar
          )}
          <Box sx={{ minWidth: 0 }}>
            {shown.name.trim() && (
              <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {shown.name}
              </Typography>
            )}
            <Chip label={t(roleLabelKey(role))} size="small" sx={{ mt: 1 }} />
          </Box>
          {!editing && (
            <Button
              variant="outlined"
              startIcon={<EditOutlinedIcon />}
              onClick={startEditing}
              autoFocus={returnFocus}
              sx={{ marginInlineStart: 'auto' }}
            >
              {t('profile.edit')}
            </Button>
          )}
        </Box>
        <Divider sx={{ my: 3 }} />
        {editing ? (
          <Box component="form" onSubmit={save} aria-busy={saving}>
            <TextField
              label={t('profile.name')}
              value={form.name}
              onChange={(event) => change({ name: event.target.value })}
              autoComplete="name"
              autoFocus
              fullWidth
              margin="normal"
              error={Boolean(failure?.fields.name)}
              helperText={fieldMessage(failure?.fields.name)}
            />
            <TextField
              label={t('profile.email')}
              type="email"
              value={form.email}
              onChange={(event) => change({ email: event.target.value })}
              autoComplete="email"
              fullWidth
              margin="normal"
              error={Boolean(failure?.fields.email)}
              helperText={fieldMessage(failure?.fields.email)}
            />
            {emailChanges && (
              <TextField
                id={currentPasswordId}
                label={t('profile.currentPassword')}
                type="password"
                value={form.currentPassword}
                onChange={(event) => {
                  change({ currentPassword: event.target.value });
                  setFailure((current) =>
                    current
                      ? { ...current, fields: { ...current.fields, currentPassword: undefined } }
                      : current,
                  );
                }}
                autoComplete="current-password"
                fullWidth
                margin="normal"
                error={Boolean(failure?.fields.currentPassword)}
                helperText={
                  fieldMessage(failure?.fields.currentPassword) ?? t('profile.currentPasswordHint')
                }
              />
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('profile.lastLogin')}: {lastLogin}
            </Typography>
            {failure?.message && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {failure.message}
              </Alert>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
              <Button onClick={stopEditing} disabled={saving}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={saving}>
                {saving ? t('common.saving') : t('common.save')}
              </Button>
            </Box>
          </Box>
        ) : (
          <DetailList
            items={[
              { label: t('profile.name'), value: user.name },
              { label: t('profile.email'), value: <bdi>{user.email}</bdi> },
              { label: t('profile.lastLogin'), value: lastLogin },
            ]}
          />
        )}
      </Paper>
      <AvatarUploadDialog
        open={editing && choosingAvatar}
        onClose={() => setChoosingAvatar(false)}
        onSelect={(dataUrl) => {
          change({ avatar: dataUrl });
          setChoosingAvatar(false);
        }}
      />
    </Box>
  );
}
