import { useId, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import { AVATAR_EXTENSIONS, avatarSchema } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import visuallyHidden from '@mui/utils/visuallyHidden';

/**
 * The largest picture accepted, in bytes: 1 MiB, whose data URL (4 characters per 3 bytes plus the
 * `data:image/jpeg;base64,` prefix) stays under the profile's AVATAR_MAX_LENGTH.
 */
export const AVATAR_MAX_BYTES = 1024 * 1024;

// The types of the spec's extensions (png, jpg, jpeg, gif); both jpg and jpeg are image/jpeg.
const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif'];
const ACCEPT = [...AVATAR_EXTENSIONS.map((extension) => `.${extension}`), ...AVATAR_TYPES].join(
  ',',
);

type Problem =
  | { key: 'profile.avatarInvalidType' }
  | { key: 'upload.imageTooLarge'; size: number }
  | { key: 'upload.tooManyFiles' }
  | { key: 'upload.imageFailed' };

/** Why `files` cannot be the avatar (spec §5, §9: one png, jpg, jpeg or gif file), or null. */
function problemWith(files: readonly File[]): Problem | null {
  if (files.length !== 1) return { key: 'upload.tooManyFiles' };
  const file = files[0]!;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const knownExtension = (AVATAR_EXTENSIONS as readonly string[]).includes(extension);
  if (!knownExtension || !AVATAR_TYPES.includes(file.type)) {
    return { key: 'profile.avatarInvalidType' };
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return { key: 'upload.imageTooLarge', size: AVATAR_MAX_BYTES / (1024 * 1024) };
  }
  return null;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export interface AvatarUploadDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Cancel, Escape and a click outside; the owner closes the dialog. */
  onClose: () => void;
  /** Called with the chosen picture as a data URL; the owner puts it in the form and closes the dialog. */
  onSelect: (dataUrl: string) => void;
}

/**
 * - **Use it** from the profile's edit mode, to choose a new picture.
 * - **Don't use it** for library images: use `LibraryImageUpload`, which uploads to the server.
 *
 * The profile's picture chooser (spec §2 Profile, §5 Avatar upload): one PNG, JPG, JPEG or GIF image,
 * chosen with the file picker or dropped on the zone, read as an inline data URL. Another type, a
 * picture over {@link AVATAR_MAX_BYTES}, or more than one file is refused with a message. The zone is
 * the file input's label, so the picker opens by click, by Enter or Space, and by screen reader.
 */
export function AvatarUploadDialog({ open, onClose, onSelect }: AvatarUploadDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('profile.avatarDialogTitle')}</DialogTitle>
      {/* Mounted only while open, so each opening starts without the last one's message. */}
      <AvatarDropZone onSelect={onSelect} />
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function AvatarDropZone({ onSelect }: Pick<AvatarUploadDialogProps, 'onSelect'>) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [dragging, setDragging] = useState(false);

  const accept = async (files: readonly File[]) => {
    const found = problemWith(files);
    setProblem(found);
    if (found) return;
    try {
      const dataUrl = await readAsDataUrl(files[0]!);
      // A last check against the profile's own rule, so the form never holds what the API refuses.
      if (avatarSchema.safeParse(dataUrl).success) {
        onSelect(dataUrl);
      } else {
        setProblem({ key: 'profile.avatarInvalidType' });
      }
    } catch {
      setProblem({ key: 'upload.imageFailed' });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void accept(Array.from(event.dataTransfer.files));
  };

  return (
    <DialogContent>
      <Box
        component="label"
        htmlFor={inputId}
        onDragEnter={(event: DragEvent) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event: DragEvent) => event.preventDefault()}
        onDragLeave={(event: DragEvent) => {
          // Moving onto the zone's own text is not leaving it.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        sx={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          p: 3,
          textAlign: 'center',
          cursor: 'pointer',
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          bgcolor: dragging ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
          transition: theme.transitions.create(['border-color', 'background-color']),
          '&:hover': { borderColor: 'primary.main' },
          '&:focus-within': {
            outline: `3px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        })}
      >
        <AddAPhotoOutlinedIcon color="primary" fontSize="large" aria-hidden />
        <Typography component="span">{t('profile.avatarDropzone')}</Typography>
        <Box
          component="input"
          id={inputId}
          type="file"
          accept={ACCEPT}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            const input = event.currentTarget;
            void accept(Array.from(input.files ?? []));
            // The same file can be chosen again after a refusal, and still fires a change.
            input.value = '';
          }}
          sx={visuallyHidden}
        />
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('profile.avatarHint')} ·{' '}
        {t('upload.maxSize', { size: AVATAR_MAX_BYTES / (1024 * 1024) })}
      </Typography>
      {problem && (
        <Alert id={errorId} severity="error" sx={{ mt: 2 }}>
          {problem.key === 'upload.imageTooLarge'
            ? t(problem.key, { size: problem.size })
            : t(problem.key)}
        </Alert>
      )}
    </DialogContent>
  );
}
