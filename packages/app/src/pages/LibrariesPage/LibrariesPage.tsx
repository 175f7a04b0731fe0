import {
  DIRECTORY_SEARCH_PAGE_SIZE,
  type LibraryListItem,
  type RelatedLibrary,
} from '@libatlas/contracts';
import { formatNumber, useLanguage, useTranslation } from '@libatlas/i18n';
import {
  LibraryGrid,
  LibraryGridSkeleton,
  PageContainer,
  PageLinks,
  QueryForm,
  RegionFilter,
  SearchField,
  ViewModeToggle,
} from '@libatlas/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useDirectorySearch } from '../../api/directorySearch';
import { useLibraryList } from '../../api/libraryList';
import { PageHead } from '../../head/PageHead';
import { LazyDirectoryMap } from '../../libraries/LazyDirectoryMap';
import { useShell } from '../../layout/useShell';
import { useAuth } from '../../session/useAuth';
import { pageAddress } from '../../routing/pageAddress';
import { useUrlState } from '../../routing/useUrlState';
import { librariesQuery, librariesSearchParams, type LibrariesQuery } from './librariesQuery';
import type { ListOptions } from './LibrariesOptions';

// Open now and Nearest first, with the code behind them (and the search of the whole list they
// need), load beside the page (a page the server drew shows the server's buttons meanwhile).
const LibrariesOptions = lazy(() => import('./LibrariesOptions'));

/** Until the options have loaded: no library is known to be open, the directory's order. */
const NO_OPTIONS: ListOptions = {
  isOpen: null,
  failed: false,
  order: (libraries) => libraries,
  nearest: false,
  filter: null,
};

/** Placeholders while the list loads: a phone's screen and more, so the footer stays below. */
const LOADING_CARDS = 6;

/** The line said above a near match's card: why it was found. */
const REASON_KEYS = {
  otherLanguage: 'libraries.reasonOtherLanguage',
  place: 'libraries.reasonPlace',
  similar: 'libraries.reasonSimilar',
} as const;

/** Where "Did you mean" puts its link in the sentence, in either language. */
const SLOT = '\uE000';

/** One page of the list as the page draws it, from the search service or the whole list. */
interface ListPage {
  /** How many libraries hold the search text (spec §5): the count said. */
  total: number;
  /** More libraries than `total` hold it (the server stopped counting). */
  more?: boolean | undefined;
  /** How many pages the list has (near matches after the exact ones take pages too). */
  pageCount: number;
  /** This page's exact matches. */
  items: readonly LibraryListItem[];
  /** This page's near matches, after the exact ones. */
  related: readonly RelatedLibrary[];
  /** The name or country closest to a search that nothing holds. */
  didYouMean?: string;
}

/**
 * Whether a link's press is the page's to handle (the navigation prevented then): a plain click or
 * Enter; with a modifier or another button the reader asks the browser to open it elsewhere.
 */
function claimed(event: MouseEvent<HTMLElement>): boolean {
  if (event.button > 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
    return false;
  }
  event.preventDefault();
  return true;
}

const pagesOf = (count: number) => Math.max(1, Math.ceil(count / DIRECTORY_SEARCH_PAGE_SIZE));

/**
 * Libraries (spec §2): grid or map of the libraries matching the search text and region, and,
 * when asked, only those open now (in the address, like the others) and the nearest first (from
 * the browser's location, kept in the page only). The grid shows a page of cards at a time from
 * the search service (issue 32), with its near matches after the exact ones; Open now and Nearest
 * first, which need every library's hours or point, and the map search the whole list.
 */
export function LibrariesPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { user } = useAuth();
  const { editLibrary } = useShell();
  const [query, setQuery] = useUrlState<LibrariesQuery>({
    parse: librariesQuery,
    serialize: librariesSearchParams,
  });
  const [options, setOptions] = useState(NO_OPTIONS);
  const listTop = useRef<HTMLElement>(null);

  // The map asks the server for what is in view (DirectoryMap); its count is the search's.
  const wholeList = query.openNow || options.nearest;
  const list = useLibraryList({ enabled: wholeList });
  const search = useDirectorySearch(
    wholeList ? null : { q: query.search, region: query.region, lang: language, page: query.page },
  );
  const { error, isLoading } = wholeList ? list : search;

  useEffect(() => {
    if (error) console.error('Failed to load libraries', error);
  }, [error]);

  const update = (change: Partial<LibrariesQuery>) =>
    // Typing replaces the history entry; switching view, region, page or Open now adds one, so
    // Back undoes it. A new search starts at its first page.
    setQuery({ ...change, page: change.page ?? 1 }, { replace: change.search !== undefined });

  /** The address of the page with `change` made: each toggle is a link to it as well. */
  const hrefOf = (change: Partial<LibrariesQuery>) =>
    pageAddress('/libraries', librariesSearchParams({ ...query, page: 1, ...change }));

  /** Another page of the list, shown in place, read from its top. */
  const turnTo = (page: number) => {
    update({ page });
    listTop.current?.focus({ preventScroll: true });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  const { isOpen, order, filter } = options;
  // The whole list searched here (Open now, Nearest first, the map), once what it needs is there:
  // with Open now on, the reader's clock and the hours package (the server cannot know the clock,
  // so it draws the list as loading too).
  const found = useMemo(() => {
    if (!wholeList || !list.data || !filter || (query.openNow && !isOpen)) return undefined;
    const matching = filter(list.data, { search: query.search, region: query.region, language });
    return order(isOpen ? matching.filter(isOpen) : matching);
  }, [
    wholeList,
    list.data,
    filter,
    query.search,
    query.region,
    query.openNow,
    isOpen,
    order,
    language,
  ]);

  const shown: ListPage | undefined = useMemo(() => {
    if (wholeList) {
      if (!found) return undefined;
      const start = (query.page - 1) * DIRECTORY_SEARCH_PAGE_SIZE;
      return {
        total: found.length,
        pageCount: pagesOf(found.length),
        items: found.slice(start, start + DIRECTORY_SEARCH_PAGE_SIZE),
        related: [],
      };
    }
    const answer = search.data;
    if (!answer) return undefined;
    return {
      total: answer.total,
      more: answer.moreThanTotal,
      // Past a total not counted, the pages known to exist: one library at least follows it.
      pageCount: pagesOf(
        answer.total + (answer.moreThanTotal ? 1 : 0) + (answer.relatedTotal ?? 0),
      ),
      items: answer.items,
      related: answer.related,
      didYouMean: answer.didYouMean,
    };
  }, [wholeList, found, query.page, search.data]);

  // An answer kept on screen while the next one is on its way (the reader typed, or turned a page).
  const busy = !wholeList && isLoading && search.data !== undefined;
  const pastEnd =
    shown !== undefined && query.page > 1 && shown.items.length === 0 && shown.related.length === 0;

  const didYouMean = (suggestion: string) => {
    const [before, after] = t('libraries.didYouMean', { suggestion: SLOT }).split(SLOT);
    return (
      <Typography sx={{ mt: 2 }}>
        {before}
        <Link
          href={hrefOf({ search: suggestion })}
          onClick={(event) => claimed(event) && update({ search: suggestion })}
          sx={{ fontWeight: 'bold' }}
        >
          {suggestion}
        </Link>
        {after}
      </Typography>
    );
  };

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
      ) : error && !isLoading ? (
        // Said in red (spec §2), with Try Again; not an Alert, whose code the first load would carry.
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography role="alert" sx={{ color: 'error.main' }}>
            {t('libraries.loadError')}
          </Typography>
          <Button size="small" onClick={() => void (wholeList ? list.mutate() : search.mutate())}>
            {t('common.retry')}
          </Button>
        </Stack>
      ) : !shown ? (
        <>
          <Typography role="status" sx={{ mb: 2 }}>
            {t('libraries.loading')}
          </Typography>
          <LibraryGridSkeleton count={LOADING_CARDS} />
        </>
      ) : (
        <Box
          aria-busy={busy}
          sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms linear 150ms' }}
        >
          <Typography
            ref={listTop}
            tabIndex={-1}
            role="status"
            sx={{ color: 'text.secondary', mb: 2, scrollMarginTop: 80, outline: 'none' }}
          >
            {t(shown.more ? 'libraries.countMore' : 'libraries.count', {
              count: shown.total,
              number: formatNumber(shown.total, language),
            })}
          </Typography>
          {query.view === 'map' ? (
            <>
              <div data-needs-script>
                <LazyDirectoryMap
                  region={query.region}
                  search={query.search}
                  height="70vh"
                  linkToDetails
                />
              </div>
              <noscript>
                <p>
                  {t('noscript.mapNeedsScript')}{' '}
                  <a href={hrefOf({ view: 'grid' })}>{t('libraries.gridView')}</a>
                </p>
              </noscript>
            </>
          ) : pastEnd ? (
            <Box role="status" sx={{ py: 4, textAlign: 'center' }}>
              <Typography sx={{ mb: 1 }}>{t('libraries.pastEnd', { page: query.page })}</Typography>
              <Link href={hrefOf({})} onClick={(event) => claimed(event) && turnTo(1)}>
                {t('libraries.firstPage')}
              </Link>
            </Box>
          ) : (
            <>
              {(shown.items.length > 0 || shown.related.length === 0 || query.page === 1) && (
                <LibraryGrid
                  libraries={shown.items}
                  headingLevel="h2"
                  canEdit={user?.isAdmin ?? false}
                  onEdit={editLibrary}
                />
              )}
              {shown.didYouMean && didYouMean(shown.didYouMean)}
              {shown.related.length > 0 && (
                <Box component="section" aria-labelledby="related-libraries" sx={{ mt: 4 }}>
                  <Typography id="related-libraries" variant="h5" component="h2" sx={{ mb: 2 }}>
                    {t('libraries.related')}
                  </Typography>
                  <LibraryGrid
                    libraries={shown.related}
                    aria-labelledby="related-libraries"
                    headingLevel="h3"
                    canEdit={user?.isAdmin ?? false}
                    onEdit={editLibrary}
                    noteOf={(library) => t(REASON_KEYS[(library as RelatedLibrary).reason])}
                  />
                </Box>
              )}
              <PageLinks
                page={query.page}
                count={shown.pageCount}
                hrefOf={(page) => hrefOf({ page })}
                onChange={turnTo}
              />
            </>
          )}
        </Box>
      )}
    </PageContainer>
  );
}
