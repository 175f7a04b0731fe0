import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { LibraryListItem } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { CardGrid } from '../CardGrid/index.ts';
import { LibraryCard, type LibraryCardProps } from '../LibraryCard/index.ts';

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
  /** A line said above a library's card (why it is in the list), when it has one. */
  noteOf?: (library: LibraryListItem) => string | undefined;
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
  noteOf,
}: LibraryGridProps) {
  const { t } = useTranslation();

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
    <CardGrid aria-labelledby={labelledBy} deferOffscreen>
      {libraries.map((library) => {
        const card = (
          <LibraryCard
            key={library.id}
            library={library}
            canEdit={canEdit}
            onEdit={onEdit}
            headingLevel={headingLevel}
          />
        );
        const note = noteOf?.(library);
        if (!note) return card;
        return (
          <Box
            key={library.id}
            sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: 1 }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {note}
            </Typography>
            <Box sx={{ flex: 1 }}>{card}</Box>
          </Box>
        );
      })}
    </CardGrid>
  );
}
