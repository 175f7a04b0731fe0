import { Children, useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@libatlas/i18n';
import { CardGrid } from '../CardGrid/index.ts';
import { LibraryGridSkeleton } from '../LibraryGridSkeleton/index.ts';
import { RetryAlert } from '../RetryAlert/index.ts';
import { regionLabelKey } from '../regionLabelKey.ts';

export interface RegionSectionProps {
  /** The region's English name; its title is translated, and a name outside `REGIONS` reads "Unknown Region". */
  region: string;
  /** How many libraries the region has, shown pluralised in the active language; unknown while they load or after a failure. */
  count?: number;
  /** The region's first library cards, laid out in the page grid; ignored when `count` is 0. */
  children?: ReactNode;
  /** While the region loads: how many cards will come, shown as placeholders of their size. */
  loadingCount?: number;
  /** The region's load failed: what to say, in place of its cards (the other regions still show). */
  error?: string;
  /** Offered as Try Again beside `error`. */
  onRetry?: () => void;
  /**
   * The address of the list of every library of the region (`/libraries?region=Europe`): a "Show
   * all N libraries" link under the cards when the region has more than they show.
   */
  allHref?: string;
}

/**
 * - **Use it** for one region's group of cards on the Regions page.
 * - **Don't use it** for a search result or a featured group: use `FeaturedSection`.
 *
 * One region of the Regions page (spec §2): the translated region name as an h2, the number of
 * its libraries, then its first cards and a link to all of them, or a no-libraries message when
 * it has none; while it loads, placeholders; when it failed, the error with Try Again.
 */
export function RegionSection({
  region,
  count,
  children,
  loadingCount,
  error,
  onRetry,
  allHref,
}: RegionSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const shown = Children.toArray(children).length;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      aria-busy={loadingCount !== undefined && count === undefined && !error}
      sx={{
        '& + &': { mt: { xs: 5, md: 6 } },
        // Its parts are spaced by a gap, which gives the same spacing whether a part follows the
        // title or not.
        display: 'flex',
        flexDirection: 'column',
        rowGap: 2,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          columnGap: 2,
          rowGap: 0.5,
          pb: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
          {t(regionLabelKey(region))}
        </Typography>
        {count !== undefined && (
          <Typography color="text.secondary">{t('regions.count', { count })}</Typography>
        )}
      </Box>
      {error !== undefined ? (
        <RetryAlert message={error} onRetry={onRetry} />
      ) : count === undefined ? (
        loadingCount !== undefined && <LibraryGridSkeleton count={loadingCount} />
      ) : count === 0 ? (
        <Typography color="text.secondary">{t('regions.noLibraries')}</Typography>
      ) : (
        <>
          {shown > 0 && <CardGrid aria-labelledby={titleId}>{children}</CardGrid>}
          {allHref !== undefined && count > shown && (
            <Link component={RouterLink} to={allHref} sx={{ alignSelf: 'flex-start' }}>
              {t('regions.showAll', { count })}
            </Link>
          )}
        </>
      )}
    </Box>
  );
}
