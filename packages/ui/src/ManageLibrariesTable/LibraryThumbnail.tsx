import { useState } from 'react';
import Box from '@mui/material/Box';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import type { Library } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { LibraryCover } from '../LibraryCover/index.ts';
import { libraryImageUrl } from '../libraryImageUrl.ts';

export interface LibraryThumbnailProps {
  /** The library pictured. */
  library: Pick<Library, 'id' | 'lib_name' | 'country' | 'image'>;
  /** The library's name in the active language, for the photo's alternative text. */
  name: string;
}

const WIDTH = 72;
const HEIGHT = 48;

/**
 * - **Use it** for a library's picture in a table row.
 * - **Don't use it** for cards and the detail page: use `LibraryImage`.
 *
 * A library's picture at table size: its photo; the generated cover when it has none; a placeholder
 * icon, named for screen readers, when the photo fails to load (spec §8).
 */
export function LibraryThumbnail({ library, name }: LibraryThumbnailProps) {
  const { t } = useTranslation();
  const src = libraryImageUrl(library.image);
  // Remembering which address failed, rather than a flag, lets a new image be tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  return (
    <Box
      sx={{
        width: WIDTH,
        height: HEIGHT,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
      }}
    >
      {src === null ? (
        <LibraryCover library={library} height={HEIGHT} />
      ) : failedSrc === src ? (
        <Box
          role="img"
          aria-label={t('library.imageUnavailable')}
          sx={{
            height: '100%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'text.secondary',
          }}
        >
          <BrokenImageOutlinedIcon />
        </Box>
      ) : (
        <Box
          component="img"
          src={src}
          alt={t('library.imageAlt', { name })}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </Box>
  );
}
