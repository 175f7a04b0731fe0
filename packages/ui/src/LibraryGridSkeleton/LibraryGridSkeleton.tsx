import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { CardGrid } from '../CardGrid/index.ts';

export interface LibraryGridSkeletonProps {
  /** How many cards will come (the grid's first screen is enough). */
  count: number;
}

/** The picture's height in a library card (LibraryCard). */
const MEDIA_HEIGHT = 180;

/** One card's outline: the picture, the name, the country and region lines, a link's button. */
function CardPlaceholder() {
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Skeleton variant="rectangular" height={MEDIA_HEIGHT} />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Skeleton variant="text" sx={{ typography: 'h6', width: '70%' }} />
        <Skeleton variant="text" sx={{ typography: 'body2', width: '50%' }} />
        <Skeleton variant="text" sx={{ typography: 'body2', width: '40%' }} />
      </CardContent>
      <Box sx={{ px: 2, pb: 2 }}>
        <Skeleton variant="rounded" width={120} height={30} />
      </Box>
    </Card>
  );
}

/**
 * - **Use it** under a page's loading line while the library cards it will show are fetched.
 * - **Don't use it** for a failed or empty list (say so in words), nor for one card (use MUI's
 *   `Skeleton`).
 *
 * The card grid as it will be while the libraries load: placeholders of a library card's size in
 * the same columns, so the page keeps its height and nothing below it (the footer) jumps when the
 * cards arrive. Hidden from assistive technology: the page's own status line says it is loading.
 */
export function LibraryGridSkeleton({ count }: LibraryGridSkeletonProps) {
  return (
    <Box aria-hidden>
      <CardGrid>
        {Array.from({ length: count }, (_, index) => (
          <CardPlaceholder key={index} />
        ))}
      </CardGrid>
    </Box>
  );
}
