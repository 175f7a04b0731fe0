import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '@libatlas/i18n';

export interface MapSkeletonProps {
  /** Height of the map it stands for: pixels as a number or any CSS length. */
  height: number | string;
  /** The placeholder's element, for a caller that watches it come into view. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * - **Use it** where a map's space must be held while its code loads (`MapView` does this itself).
 * - **Don't use it** as a generic loading block: use MUI's `Skeleton`.
 *
 * What shows while the map's code (Leaflet) loads: a block of the map's size, announced as loading.
 */
export function MapSkeleton({ height, ref }: MapSkeletonProps) {
  const { t } = useTranslation();
  return (
    <Box ref={ref} role="status" aria-label={t('map.loading')} sx={{ height }}>
      <Skeleton variant="rectangular" width="100%" height="100%" />
    </Box>
  );
}
