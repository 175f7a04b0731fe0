import { Children, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../CardGrid/index.ts';
import { LibraryGridSkeleton } from '../LibraryGridSkeleton/index.ts';

export interface FeaturedSectionProps {
  /** The section heading, already translated ('Featured Libraries', 'Search Results'). */
  title: string;
  /** A line under the heading (e.g. how many results), announced politely whenever it changes. */
  status?: string;
  /** The cards, laid out in the page grid; none leaves only the heading and the status line. */
  children?: ReactNode;
  /** While the cards load: how many will come, shown as placeholders of their size. */
  loadingCount?: number;
  /** Under the cards: a link to every result, or to a spelling closer to a name ("Did you mean …"). */
  footer?: ReactNode;
}

/**
 * - **Use it** for a titled group of library cards on Home (Featured Libraries, Search Results).
 * - **Don't use it** for a region's group: use `RegionSection`, which adds its count and empty
 *   message.
 *
 * A titled block of library cards on the home page (spec §2 Home): an h2, an optional live status
 * line, the cards in the responsive grid (or, while they load, placeholders of their size), and
 * an optional line under them.
 */
export function FeaturedSection({
  title,
  status,
  children,
  loadingCount,
  footer,
}: FeaturedSectionProps) {
  const titleId = useId();
  const hasCards = Children.toArray(children).length > 0;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ '& + &': { mt: { xs: 5, md: 6 } } }}>
      <Typography
        id={titleId}
        variant="h2"
        sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: status ? 0.5 : 2 }}
      >
        {title}
      </Typography>
      {status !== undefined && (
        <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
          {status}
        </Typography>
      )}
      {hasCards ? (
        <CardGrid aria-labelledby={titleId}>{children}</CardGrid>
      ) : (
        loadingCount !== undefined && <LibraryGridSkeleton count={loadingCount} />
      )}
      {footer !== undefined && <Box sx={{ mt: 2 }}>{footer}</Box>}
    </Box>
  );
}
