import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { LibraryListItem } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { CardGrid } from '../CardGrid/index.ts';
import { LibraryCard, type LibraryCardProps } from '../LibraryCard/index.ts';
import { LaterLibraries } from './LaterLibraries.tsx';
import { useGrowingCount } from '../useGrowingCount.ts';

export interface LibraryGridProps {
  /** The libraries shown, one card each, in this order. */
  libraries: readonly LibraryListItem[];
  /** Whether the cards show their Edit button: admins only (spec §2). */
  canEdit?: boolean;
  /** Called with a library when its card's Edit button is pressed. */
  onEdit?: (library: LibraryListItem) => void;
  /** The message shown when there is no library; "No libraries found" when omitted. */
  emptyText?: string;
  /** The heading level of each card's name, one below the heading of the section holding the grid. */
  headingLevel?: LibraryCardProps['headingLevel'];
  /** The id of the heading that names the list, when there is one. */
  'aria-labelledby'?: string;
  /**
   * How many cards the first render draws (a page drawn by the server, its hydration, a page's
   * first paint); as many more follow in each of the next tasks, until all are drawn. All at once
   * when omitted.
   */
  firstCount?: number;
}

/**
 * - **Use it** for a list of libraries that may be empty (Libraries page).
 * - **Don't use it** for featured or regional groups: use `FeaturedSection` or `RegionSection`.
 *
 * Library cards in a grid of 1 column on small screens, 2 on medium and 3 on large (spec §9), or
 * the empty message when there is none (spec §8: "No libraries found").
 */
export function LibraryGrid({
  libraries,
  canEdit = false,
  onEdit,
  emptyText,
  headingLevel,
  'aria-labelledby': labelledBy,
  firstCount,
}: LibraryGridProps) {
  const { t } = useTranslation();
  const count = useGrowingCount(libraries.length, firstCount ?? libraries.length);
  const shown = count < libraries.length ? libraries.slice(0, count) : libraries;

  if (libraries.length === 0) {
    return (
      <Box
        role="status"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          py: 6,
          px: 2,
          textAlign: 'center',
          color: 'text.secondary',
          border: 1,
          borderColor: 'divider',
          borderStyle: 'dashed',
          borderRadius: 1,
        }}
      >
        <SearchOffIcon sx={{ fontSize: 40 }} aria-hidden />
        <Typography>{emptyText ?? t('libraries.noResults')}</Typography>
      </Box>
    );
  }

  return (
    <>
      <CardGrid aria-labelledby={labelledBy} deferOffscreen>
        {shown.map((library) => (
          <LibraryCard
            key={library.id}
            library={library}
            canEdit={canEdit}
            onEdit={onEdit}
            headingLevel={headingLevel}
          />
        ))}
      </CardGrid>
      {shown.length < libraries.length && (
        <LaterLibraries libraries={libraries.slice(shown.length)} />
      )}
    </>
  );
}
