import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import type { Library } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { libraryImageUrl } from '../libraryImageUrl.ts';
import { LibraryCover } from './LibraryCover.tsx';

export interface LibraryImageProps {
  /** The library pictured. */
  library: Pick<Library, 'id' | 'lib_name' | 'country' | 'image'>;
  /** The library's name in the active language, for the photo's alternative text. */
  name: string;
  /** The picture's height; it fills the width of its container. */
  height: number | string | Record<string, number | string>;
  /** `lazy` for pictures in long lists, `eager` for the one a page is about. */
  loading?: 'lazy' | 'eager';
}

/**
 * - **Use it** wherever a library's picture is shown large (cards, the detail page).
 * - **Don't use it** at table size: use `LibraryThumbnail`.
 *
 * A library's picture: its photo; a placeholder icon when the photo fails to load (spec §2); the
 * generated cover when it has none. The photo and the cover carry `MuiCardMedia-root`, so inside a
 * card they take the theme's hover zoom.
 */
export function LibraryImage({ library, name, height, loading = 'lazy' }: LibraryImageProps) {
  const { t } = useTranslation();
  const src = libraryImageUrl(library.image);
  // Remembering which address failed, rather than a flag, lets a new image be tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // A photo in a page the server drew can fail before the browser runs the app, whose `onError`
  // then never hears of it: a photo found broken when the app takes it over counts as failed.
  const failedEarly = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth === 0 && src !== null) setFailedSrc(src);
    },
    [src],
  );

  if (src === null) {
    return (
      <CardMedia component="div" sx={{ height }}>
        <LibraryCover library={library} />
      </CardMedia>
    );
  }

  if (failedSrc === src) {
    return (
      <Box
        role="img"
        aria-label={t('library.imageUnavailable')}
        sx={{
          height,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          bgcolor: 'action.hover',
          color: 'text.secondary',
        }}
      >
        <BrokenImageOutlinedIcon sx={{ fontSize: 48 }} />
        <Typography variant="body2" component="span">
          {t('library.imageUnavailable')}
        </Typography>
      </Box>
    );
  }

  return (
    <CardMedia
      component="img"
      src={src}
      alt={t('library.imageAlt', { name })}
      loading={loading}
      decoding="async"
      onError={() => setFailedSrc(src)}
      ref={failedEarly}
      sx={{ height, width: '100%', objectFit: 'cover', display: 'block' }}
    />
  );
}
