import { Children, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@libatlas/i18n';
import type { LibraryListItem } from '@libatlas/contracts';
import { CardGrid } from '../CardGrid/index.ts';
import { LaterLibraries } from '../LibraryGrid/LaterLibraries.tsx';
import { regionLabelKey } from '../regionLabelKey.ts';

export interface RegionSectionProps {
  /** The region's English name; its title is translated, and a name outside `REGIONS` reads "Unknown Region". */
  region: string;
  /** How many libraries the region has, shown pluralised in the active language. */
  count: number;
  /** The region's library cards, laid out in the page grid; ignored when `count` is 0. */
  children?: ReactNode;
  /**
   * Its libraries not drawn as cards yet (a long region drawn a few cards at a time): listed as
   * plain links for a reader without JavaScript, who never gets the rest of the cards.
   */
  later?: readonly LibraryListItem[];
}

/**
 * - **Use it** for one region's group of cards on the Regions page.
 * - **Don't use it** for a search result or a featured group: use `FeaturedSection`.
 *
 * One region of the Regions page (spec §2): the translated region name as an h2, the number of
 * its libraries, then its cards, or a no-libraries message when it has none.
 */
export function RegionSection({ region, count, children, later = [] }: RegionSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        '& + &': { mt: { xs: 5, md: 6 } },
        // A region off screen is not laid out or painted until the reader comes near it (the page
        // of every library stays light to draw); the browser keeps its last real height.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 900px',
        // That containment clips what is painted outside the section, the shadows of its edge cards
        // included: the clip is moved out by as much as a card's shadow reaches.
        overflowClipMargin: '24px',
        // That containment keeps margins from collapsing through the section's edges, so its parts
        // are spaced by a gap, which gives the same spacing whether a part follows the title or not.
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
        <Typography color="text.secondary">{t('regions.count', { count })}</Typography>
      </Box>
      {count === 0 ? (
        <Typography color="text.secondary">{t('regions.noLibraries')}</Typography>
      ) : (
        <>
          {Children.toArray(children).length > 0 && (
            <CardGrid aria-labelledby={titleId} deferOffscreen>
              {children}
            </CardGrid>
          )}
          <LaterLibraries libraries={later} />
        </>
      )}
    </Box>
  );
}
