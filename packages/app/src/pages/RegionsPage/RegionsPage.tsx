import { REGION_NAMES, type LibraryListItem } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import {
  LibraryCard,
  LibraryGridSkeleton,
  MapView,
  PageContainer,
  RegionSection,
  useGrowingCount,
} from '@libatlas/ui';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useLibraryList } from '../../api/libraryList';
import { PageHead } from '../../head/PageHead';
import { useDrawnByServer } from '../../ssr/useDrawnByServer';
import { useSettings } from '../../settings/useSettings';
import { useShell } from '../../layout/useShell';
import { useAuth } from '../../session/useAuth';

/**
 * The libraries grouped by region, one group per known region (so an empty one says so) plus any
 * region name found in the data, sorted alphabetically by English name (spec §2).
 */
function groupByRegion(libraries: readonly LibraryListItem[]): [string, LibraryListItem[]][] {
  const groups = new Map<string, LibraryListItem[]>(REGION_NAMES.map((name) => [name, []]));
  for (const library of libraries) {
    const name = library.region.en.trim();
    groups.set(name, [...(groups.get(name) ?? []), library]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'en'));
}

/** Placeholders while the list loads: a phone's screen and more, so the footer stays below. */
const LOADING_CARDS = 3;

/**
 * Cards of each region in the first render of a page the server drew (a wide screen's row): its
 * markup and hydration stay light. The others follow a row per task, region after region from
 * the top, so that each task lays out one region's grid.
 */
const FIRST_CARDS_PER_REGION = 3;

/**
 * How many cards each region shows when `extra` cards beyond the first row of each have been
 * drawn, given to the regions in the page's order.
 */
function cardsPerRegion(groups: readonly [string, LibraryListItem[]][], extra: number): number[] {
  let left = extra;
  return groups.map(([, libraries]) => {
    const more = Math.min(Math.max(0, libraries.length - FIRST_CARDS_PER_REGION), left);
    left -= more;
    return FIRST_CARDS_PER_REGION + more;
  });
}

/** Regions (spec §2): a 500px map of all libraries, then one section per region. */
export function RegionsPage() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const { data, error, isLoading } = useLibraryList();
  const { user } = useAuth();
  const { editLibrary } = useShell();
  const canEdit = user?.isAdmin ?? false;
  // The list arriving later (a visit that starts elsewhere) is drawn in a render that yields to the
  // browser; the page's first render draws a row of each region at once, the rest right after.
  const shown = useDeferredValue(data);
  const groups = useMemo(() => groupByRegion(shown ?? []), [shown]);
  const beyondFirstRows = groups.reduce(
    (sum, [, libraries]) => sum + Math.max(0, libraries.length - FIRST_CARDS_PER_REGION),
    0,
  );
  const drawnByServer = useDrawnByServer();
  const extra = useGrowingCount(
    beyondFirstRows,
    drawnByServer ? 0 : beyondFirstRows,
    FIRST_CARDS_PER_REGION,
  );
  const counts = useMemo(() => cardsPerRegion(groups, extra), [groups, extra]);

  useEffect(() => {
    if (error) console.error('Failed to load libraries', error);
  }, [error]);

  return (
    <PageContainer>
      <PageHead name={t('nav.regions')} describedBy="head.regions" />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('regions.subtitle')}
      </Typography>
      {isLoading || (data && !shown) ? (
        <>
          <Typography role="status" sx={{ mb: 2 }}>
            {t('regions.loading')}
          </Typography>
          <LibraryGridSkeleton count={LOADING_CARDS} />
        </>
      ) : error ? (
        <Typography role="alert" sx={{ color: 'error.main' }}>
          {t('libraries.loadError')}
        </Typography>
      ) : (
        <Stack spacing={6}>
          {/* The map needs scripts; the sections below list every library without them. */}
          <div data-needs-script>
            <MapView
              libraries={shown ?? []}
              tileUrl={settings.tileUrl}
              height={500}
              fitToLibraries
            />
          </div>
          {groups.map(([region, libraries], index) => (
            // The section lays the cards out in the page grid itself.
            <RegionSection
              key={region}
              region={region}
              count={libraries.length}
              later={libraries.slice(counts[index])}
            >
              {libraries.slice(0, counts[index]).map((library) => (
                <LibraryCard
                  key={library.id}
                  library={library}
                  canEdit={canEdit}
                  onEdit={editLibrary}
                />
              ))}
            </RegionSection>
          ))}
        </Stack>
      )}
    </PageContainer>
  );
}
