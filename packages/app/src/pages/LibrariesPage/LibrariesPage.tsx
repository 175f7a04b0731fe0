import { filterLibraries } from '@libatlas/directory';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import {
  LaterLibraries,
  LibraryGrid,
  LibraryGridSkeleton,
  MapView,
  PageContainer,
  QueryForm,
  RegionFilter,
  SearchField,
  ViewModeToggle,
} from '@libatlas/ui';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLibraryList } from '../../api/libraryList';
import { PageHead } from '../../head/PageHead';
import { useDrawnByServer } from '../../ssr/useDrawnByServer';
import { useSettings } from '../../settings/useSettings';
import { useShell } from '../../layout/useShell';
import { useAuth } from '../../session/useAuth';
import { pageAddress } from '../../routing/pageAddress';
import { useUrlState } from '../../routing/useUrlState';
import { librariesQuery, librariesSearchParams, type LibrariesQuery } from './librariesQuery';
import type { ListOptions } from './LibrariesOptions';

// Open now and Nearest first, with the code behind them, load beside the page (a page the server
// drew shows the server's buttons meanwhile).
const LibrariesOptions = lazy(() =>
  import('./LibrariesOptions').then((module) => ({ default: module.LibrariesOptions })),
);

/** Until the options have loaded: no library is known to be open, the directory's order. */
const NO_OPTIONS: ListOptions = { isOpen: null, failed: false, order: (libraries) => libraries };

/** Placeholders while the list loads: a phone's screen and more, so the footer stays below. */
const LOADING_CARDS = 6;

/**
 * Cards of the first render of a page the server drew (a wide screen's first two rows); as many
 * follow in each of the next tasks.
 */
const FIRST_CARDS = 6;

/**
 * Libraries (spec §2): grid or map of the libraries matching the search text and region, and,
 * when asked, only those open now (in the address, like the others) and the nearest first (from
 * the browser's location, kept in the page only).
 */
export function LibrariesPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { settings } = useSettings();
  const { data, error, isLoading } = useLibraryList();
  const { user } = useAuth();
  const { editLibrary } = useShell();
  const drawnByServer = useDrawnByServer();
  const [query, setQuery] = useUrlState<LibrariesQuery>({
    parse: librariesQuery,
    serialize: librariesSearchParams,
  });
  const [options, setOptions] = useState(NO_OPTIONS);

  useEffect(() => {
    if (error) console.error('Failed to load libraries', error);
  }, [error]);

  const update = (change: Partial<LibrariesQuery>) =>
    // Typing replaces the history entry; switching view, region or Open now adds one, so Back undoes it.
    setQuery(change, { replace: change.search !== undefined });

  /** The address of the page with `change` made: each toggle is a link to it as well. */
  const hrefOf = (change: Partial<LibrariesQuery>) =>
    pageAddress('/libraries', librariesSearchParams({ ...query, ...change }));

  const { isOpen, order } = options;
  const matching = useMemo(() => {
    // With Open now on, the list waits for the reader's clock and the hours package (the server
    // cannot know the clock, so it draws the list as loading too).
    if (!data || (query.openNow && !isOpen)) return undefined;
    const found = filterLibraries(data, { search: query.search, region: query.region, language });
    const open = isOpen ? found.filter(isOpen) : found;
    return order(open);
  }, [data, query.search, query.region, query.openNow, isOpen, order, language]);
  // New results while one types follow in a render that yields to the browser (the whole directory
  // is thousands of elements); the first render draws its first cards at once (LibraryGrid).
  const libraries = useDeferredValue(matching);

  return (
    <PageContainer>
      <PageHead name={t('nav.libraries')} describedBy="head.libraries" />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 3 }}
      >
        <Typography variant="h4" component="h1">
          {t('libraries.title')}
        </Typography>
        <ViewModeToggle
          value={query.view}
          onChange={(view) => update({ view })}
          hrefOf={(view) => hrefOf({ view })}
        />
      </Stack>
      {/* Without the app's code, a form the server answers: Enter (or its Search button) asks
          for the page of the words and region chosen, in the view and hours shown. */}
      <QueryForm
        action="/libraries"
        keep={{
          view: query.view === 'grid' ? undefined : query.view,
          open: query.openNow ? 'now' : undefined,
        }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
          <Box sx={{ flex: 2 }}>
            <SearchField
              name="q"
              value={query.search}
              onChange={(search) => update({ search })}
              label={t('libraries.searchLabel')}
              placeholder={t('libraries.searchPlaceholder')}
            />
          </Box>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <RegionFilter value={query.region} onChange={(region) => update({ region })} />
          </Box>
        </Stack>
      </QueryForm>
      <Box sx={{ mb: 3 }}>
        <Suspense fallback={<Skeleton aria-hidden variant="rounded" width={300} height={40} />}>
          <LibrariesOptions
            openNow={query.openNow}
            onOpenNowChange={(openNow) => update({ openNow })}
            openNowHref={hrefOf({ openNow: !query.openNow })}
            onChange={setOptions}
          />
        </Suspense>
      </Box>
      {query.openNow && options.failed ? (
        <Typography role="alert" sx={{ color: 'error.main' }}>
          {t('libraries.openNowError')}
        </Typography>
      ) : isLoading || (data && !libraries) ? (
        <>
          <Typography role="status" sx={{ mb: 2 }}>
            {t('libraries.loading')}
          </Typography>
          <LibraryGridSkeleton count={LOADING_CARDS} />
        </>
      ) : error || !libraries ? (
        <Typography role="alert" sx={{ color: 'error.main' }}>
          {t('libraries.loadError')}
        </Typography>
      ) : (
        <>
          <Typography role="status" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('libraries.count', { count: libraries.length })}
          </Typography>
          {query.view === 'map' ? (
            <>
              <div data-needs-script>
                <MapView
                  libraries={libraries}
                  tileUrl={settings.tileUrl}
                  height="70vh"
                  fitToLibraries
                  linkToDetails
                />
              </div>
              <LaterLibraries libraries={libraries} note={t('noscript.mapNeedsScript')} />
            </>
          ) : (
            <LibraryGrid
              libraries={libraries}
              firstCount={drawnByServer ? FIRST_CARDS : undefined}
              headingLevel="h2"
              canEdit={user?.isAdmin ?? false}
              onEdit={editLibrary}
            />
          )}
        </>
      )}
    </PageContainer>
  );
}
