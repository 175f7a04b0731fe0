import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import { HERO_IMAGE_TYPES, MAX_IMAGE_BYTES, type SiteSettings } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { SettingsFieldset } from '../shared/SettingsFieldset.tsx';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { libraryImageUrl } from '../libraryImageUrl.ts';

export interface ImagesSettingsPanelProps {
  /** The settings being edited. */
  value: SiteSettings;
  /** Called with the whole settings after each change; the page previews them at once. */
  onChange: (next: SiteSettings) => void;
  /** Uploads the chosen hero image and resolves to its stored path (`/uploads/{name}`) or URL. */
  onUploadHeroImage: (file: File) => Promise<string>;
}

const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);

type Problem = 'upload.invalidHeroImageType' | 'upload.imageTooLarge' | 'upload.imageFailed';

/**
 * Why the server would refuse `file` as the hero image (spec §2: any image type, which the server
 * reads as any raster type browsers draw, SVG excepted; up to 5 MB), or null.
 */
function problemWith(file: File): Problem | null {
  if (!(HERO_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'upload.invalidHeroImageType';
  }
  return file.size > MAX_IMAGE_BYTES ? 'upload.imageTooLarge' : null;
}

const IMAGE_STYLES = [
  { key: 'roundedCorners', label: 'customize.roundedCorners' },
  { key: 'shadowEffect', label: 'customize.shadowEffect' },
  { key: 'hoverZoom', label: 'customize.hoverZoom' },
] as const;

/**
 * - **Use it** inside `CustomizePanel` (its Images tab).
 * - **Don't use it** on its own page: the settings are saved together by `CustomizePanel`.
 *
 * Customise → Images (spec §2): the Home hero image (any image type but SVG: JPEG, PNG, WebP, GIF,
 * AVIF or BMP; previewed, replaceable and removable) and the image style checkboxes Rounded
 * Corners, Shadow Effect and Hover Zoom. A file of another type or over 5 MB is refused before any
 * upload.
 */
export function ImagesSettingsPanel({
  value,
  onChange,
  onUploadHeroImage,
}: ImagesSettingsPanelProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  // An upload finishes after other changes may have been made: it joins the latest settings.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const imageUrl = libraryImageUrl(value.heroImage);

  const upload = async (file: File) => {
    const found = problemWith(file);
    setProblem(found);
    if (found) return;
    setUploading(true);
    try {
      const heroImage = await onUploadHeroImage(file);
      onChange({ ...latest.current, heroImage });
    } catch {
      setProblem('upload.imageFailed');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack spacing={4}>
      <SettingsFieldset legend={t('customize.heroImage')}>
        {imageUrl ? (
          <Box
            component="img"
            src={imageUrl}
            alt={t('customize.heroImagePreview')}
            sx={{
              display: 'block',
              width: '100%',
              maxWidth: 480,
              aspectRatio: '16 / 9',
              objectFit: 'cover',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'action.hover',
            }}
          />
        ) : (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              maxWidth: 480,
              aspectRatio: '16 / 9',
              p: 2,
              textAlign: 'center',
              borderRadius: 1,
              border: 2,
              borderStyle: 'dashed',
              borderColor: 'divider',
              color: 'text.secondary',
            }}
          >
            <Typography variant="body2">{t('customize.noHeroImage')}</Typography>
          </Box>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button
            component="label"
            // The label only wraps the file input, which takes the focus and the keys itself.
            role={undefined}
            tabIndex={-1}
            variant="outlined"
            startIcon={
              uploading ? (
                <CircularProgress size={18} color="inherit" aria-hidden />
              ) : (
                <UploadIcon />
              )
            }
            disabled={uploading}
            sx={(theme) => ({
              '&:focus-within': {
                outline: `2px solid ${theme.palette.primary.main}`,
                outlineOffset: 2,
              },
            })}
          >
            {t('customize.uploadHeroImage')}
            <Box
              component="input"
              type="file"
              accept={HERO_IMAGE_TYPES.join(',')}
              disabled={uploading}
              aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => {
                const input = event.currentTarget;
                const file = input.files?.[0];
                // The same file can be chosen again after a refusal, and still fires a change.
                input.value = '';
                if (file) void upload(file);
              }}
              sx={visuallyHidden}
            />
          </Button>
          {imageUrl && (
            <Button
              color="error"
              startIcon={<DeleteOutlinedIcon />}
              disabled={uploading}
              onClick={() => {
                setProblem(null);
                onChange({ ...value, heroImage: '' });
              }}
            >
              {t('customize.removeHeroImage')}
            </Button>
          )}
        </Stack>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('customize.heroImageHint', { size: MAX_IMAGE_MB })}
        </Typography>
        <Box role="status" sx={{ mt: uploading ? 1 : 0 }}>
          {uploading && <Typography variant="body2">{t('customize.uploading')}</Typography>}
        </Box>
        {problem && (
          <Alert id={errorId} severity="error" sx={{ mt: 1 }}>
            {problem === 'upload.imageTooLarge' ? t(problem, { size: MAX_IMAGE_MB }) : t(problem)}
          </Alert>
        )}
      </SettingsFieldset>

      <SettingsFieldset legend={t('customize.imageStyle')}>
        <FormGroup>
          {IMAGE_STYLES.map(({ key, label }) => (
            <FormControlLabel
              key={key}
              control={
                <Checkbox
                  checked={value[key]}
                  onChange={(event) => onChange({ ...value, [key]: event.target.checked })}
                />
              }
              label={t(label)}
            />
          ))}
        </FormGroup>
      </SettingsFieldset>
    </Stack>
  );
}
