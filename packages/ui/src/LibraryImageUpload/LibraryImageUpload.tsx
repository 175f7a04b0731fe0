import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import { LIBRARY_IMAGE_TYPES, MAX_IMAGE_BYTES } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { libraryImageUrl } from '../libraryImageUrl.ts';

const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);

// What the file picker offers: the spec's four types (§9), and their extensions for systems that
// match files by name.
const ACCEPT = ['.jpeg', '.jpg', '.png', '.webp', ...LIBRARY_IMAGE_TYPES].join(',');

type Problem =
  | { key: 'upload.invalidImageType' }
  | { key: 'upload.imageTooLarge'; size: number }
  | { key: 'upload.tooManyFiles' }
  | { key: 'upload.imageFailed' };

/** Why `files` cannot be the library's image (spec §5: one JPEG, JPG, PNG or WebP of at most 5MB). */
function problemWith(files: readonly File[]): Problem | null {
  if (files.length !== 1) return { key: 'upload.tooManyFiles' };
  const file = files[0]!;
  if (!(LIBRARY_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { key: 'upload.invalidImageType' };
  }
  if (file.size > MAX_IMAGE_BYTES) return { key: 'upload.imageTooLarge', size: MAX_IMAGE_MB };
  return null;
}

/** The chosen file shown from memory: while it uploads (`forValue` null), then for the url it got. */
interface Preview {
  src: string;
  forValue: string | null;
}

export interface LibraryImageUploadProps {
  /** The stored image: an upload path (shown at /api + path), a full URL (shown as is), or '' for none. */
  value: string;
  /** Called with the stored url once an upload succeeds, and with '' when the image is removed. */
  onChange: (url: string) => void;
  /** Uploads the chosen file and resolves with its stored url; a rejection shows the upload failure. */
  onUpload: (file: File) => Promise<string>;
  /** Called with true when an upload starts and with false when it ends, so a form can wait for it. */
  onUploadingChange?: (uploading: boolean) => void;
  /** The field's name shown above it; 'Image' by default. */
  label?: string;
  /** A translated message about the stored value from the form holding it (say, an invalid address). */
  error?: string;
  /** Disables the buttons and ignores drops, as while the form holding it is being saved. */
  disabled?: boolean;
}

/**
 * - **Use it** as the library form's image field.
 * - **Don't use it** for a user's picture: use `AvatarUploadDialog`; for the hero image:
 *   `ImagesSettingsPanel`.
 *
 * The library form's image field (spec §4, §5 Image upload): one JPEG, JPG, PNG or WebP image of at
 * most 5MB, chosen with the Upload button or dropped on the picture area. A chosen file is shown at
 * once from memory while `onUpload` sends it, then the returned url is reported through `onChange`;
 * another type, a larger file or a failed upload shows its message and keeps the previous image.
 * Replace chooses another file, Remove clears the image. Everything is reachable with the keyboard
 * through the two buttons; the file input itself is hidden.
 */
export function LibraryImageUpload({
  value,
  onChange,
  onUpload,
  onUploadingChange,
  label,
  error,
  disabled = false,
}: LibraryImageUploadProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  // Each choice gets a number, so the answer of an upload that was overtaken by another is dropped.
  const attempt = useRef(0);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const [dragging, setDragging] = useState(false);
  // Remembering which address failed, rather than a flag, lets a new image be tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  const previewSrc = preview?.src;
  useEffect(() => {
    if (!previewSrc) return undefined;
    return () => URL.revokeObjectURL(previewSrc);
  }, [previewSrc]);

  const showsPreview =
    preview !== null && (preview.forValue === null ? uploading : preview.forValue === value);
  const src = showsPreview ? preview.src : libraryImageUrl(value);
  const busy = disabled || uploading;

  const setBusy = (next: boolean) => {
    setUploading(next);
    onUploadingChange?.(next);
  };

  const accept = async (files: readonly File[]) => {
    if (busy || files.length === 0) return;
    const found = problemWith(files);
    setProblem(found);
    setUploaded(false);
    if (found) return;
    const file = files[0]!;
    const current = ++attempt.current;
    const shown: Preview = { src: URL.createObjectURL(file), forValue: null };
    setPreview(shown);
    setBusy(true);
    try {
      const url = await onUpload(file);
      if (current !== attempt.current) return;
      setPreview({ ...shown, forValue: url });
      setUploaded(true);
      onChange(url);
    } catch {
      if (current !== attempt.current) return;
      setPreview(null);
      setProblem({ key: 'upload.imageFailed' });
    } finally {
      if (current === attempt.current) setBusy(false);
    }
  };

  const remove = () => {
    attempt.current += 1;
    setPreview(null);
    setProblem(null);
    setUploaded(false);
    onChange('');
    // Remove disappears with the image: the focus goes to the button that takes its place.
    chooseRef.current?.focus();
  };

  const choose = () => inputRef.current?.click();

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void accept(Array.from(event.dataTransfer.files));
  };

  const message = problem
    ? problem.key === 'upload.imageTooLarge'
      ? t(problem.key, { size: problem.size })
      : t(problem.key)
    : error;

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography
        id={labelId}
        component="span"
        variant="subtitle2"
        sx={{ display: 'block', mb: 1 }}
      >
        {label ?? t('libraryForm.fields.image')}
      </Typography>
      <Box
        onDragEnter={(event: DragEvent) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragOver={(event: DragEvent) => event.preventDefault()}
        onDragLeave={(event: DragEvent) => {
          // Moving onto the area's own picture or text is not leaving it.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        // A mouse shortcut to the Upload button, which is the way in for the keyboard.
        onClick={src === null && !busy ? choose : undefined}
        sx={(theme) => ({
          position: 'relative',
          height: 180,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          overflow: 'hidden',
          border: 2,
          borderStyle: src === null ? 'dashed' : 'solid',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          color: 'text.secondary',
          bgcolor: dragging ? alpha(theme.palette.primary.main, 0.08) : 'action.hover',
          cursor: src === null && !busy ? 'pointer' : 'default',
          transition: theme.transitions.create(['border-color', 'background-color']),
        })}
      >
        {src === null ? (
          <>
            <AddPhotoAlternateOutlinedIcon fontSize="large" aria-hidden />
            <Typography component="span" variant="body2">
              {t('libraryForm.imageDrop')}
            </Typography>
          </>
        ) : failedSrc === src ? (
          <Box
            role="img"
            aria-label={t('library.imageUnavailable')}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
          >
            <BrokenImageOutlinedIcon sx={{ fontSize: 48 }} />
            <Typography variant="body2" component="span">
              {t('library.imageUnavailable')}
            </Typography>
          </Box>
        ) : (
          <Box
            component="img"
            src={src}
            alt={t('libraryForm.imagePreview')}
            onError={() => setFailedSrc(src)}
            sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        )}
        {uploading && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: (theme) => alpha(theme.palette.background.paper, 0.6),
            }}
          >
            <CircularProgress aria-hidden />
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          ref={chooseRef}
          variant="outlined"
          startIcon={<FileUploadOutlinedIcon />}
          onClick={choose}
          disabled={busy}
          aria-describedby={message ? `${hintId} ${errorId}` : hintId}
        >
          {uploading
            ? t('libraryForm.uploading')
            : src === null
              ? t('libraryForm.uploadImage')
              : t('libraryForm.replaceImage')}
        </Button>
        {src !== null && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={remove}
            disabled={busy}
          >
            {t('libraryForm.removeImage')}
          </Button>
        )}
      </Box>
      {/* Opened by the buttons; hidden from assistive technology, which uses the buttons too. */}
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT}
        tabIndex={-1}
        aria-hidden
        disabled={busy}
        onChange={(event) => {
          const input = event.currentTarget;
          void accept(Array.from(input.files ?? []));
          // The same file can be chosen again after a refusal, and still fires a change.
          input.value = '';
        }}
        style={visuallyHidden}
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('libraryForm.imageTypes')} · {t('upload.maxSize', { size: MAX_IMAGE_MB })}
      </Typography>
      <Box role="status" sx={visuallyHidden}>
        {uploading ? t('libraryForm.uploading') : uploaded ? t('libraryForm.imageUploaded') : ''}
      </Box>
      {message && (
        <Alert id={errorId} severity="error" sx={{ mt: 1 }}>
          {message}
        </Alert>
      )}
    </Box>
  );
}
