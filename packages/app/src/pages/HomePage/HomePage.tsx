import { FEATURED_COUNT, type LibraryListItem } from '@libatlas/contracts';
import { formatNumber, useLanguage, useTranslation } from '@libatlas/i18n';
import {
  FeaturedSection,
  HomeHero,
  LibraryCard,
  libraryImageUrl,
  PageContainer,
  QueryForm,
  SearchField,
} from '@libatlas/ui';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDirectorySummary } from '../../api/directory';
import { useDirectorySearch } from '../../api/directorySearch';
import { PageHead } from '../../head/PageHead';
import { useSettings } from '../../settings/useSettings';
import { useShell } from '../../layout/useShell';
import { useUrlState } from '../../routing/useUrlState';
import { useAuth } from '../../session/useAuth';

interface HomeQuery {
  search: string;
}
const homeQuery = (params: URLSearchParams): HomeQuery => ({ search: params.get('q') ?? '' });
const homeSearchParams = ({ search }: HomeQuery) =>
  new URLSearchParams(search ? { q: search } : {});

/**
 * Home (spec §2): hero with counters, search, three featured libraries, search results. The search
 * text is kept in the address (`/?q=…`), so Back from a result shows the same results. The
 * counters and the featured libraries come from the directory's summary (GET /api/directory, a
 * few kilobytes); the results from the server's search, its first page (issue 32: never the whole
 * list), with a link to all of them on the Libraries page.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { settings } = useSettings();
  const summary = useDirectorySummary();
  const { user } = useAuth();
  const { editLibrary } = useShell();
  const canEdit = user?.isAdmin ?? false;
  const [{ search }, setQuery] = useUrlState({ parse: homeQuery, serialize: homeSearchParams });
  const setSearch = (text: string) => setQuery({ search: text }, { replace: true });
  const searching = search.trim() !== '';
  const found = useDirectorySearch(searching ? { q: search, lang: language } : null);
  const error = summary.error ?? found.error;

  useEffect(() => {
    // Spec §8: a failed list on Home is only logged; the page stays usable without it.
    if (error) console.error('Failed to fetch libraries', error);
  }, [error]);

  const results = found.data;
  const card = (library: LibraryListItem) => (
    <LibraryCard key={library.id} library={library} canEdit={canEdit} onEdit={editLibrary} />
  );

  return (
    <PageContainer>
      <PageHead describedBy="head.home" />
      <HomeHero
        libraries={summary.data?.libraries ?? 0}
        countries={summary.data?.countries ?? 0}
        regions={summary.data?.regions ?? 0}
        loading={summary.isLoading}
        backgroundImage={libraryImageUrl(settings.heroImage) ?? undefined}
      />
      {/* Without the app's code the search leads to the Libraries page, which the server draws
          with the results; with it, they show here as the reader types. */}
      <Box sx={{ maxWidth: 640, mx: 'auto', my: 4 }}>
        <QueryForm action="/libraries">
          <SearchField
            name="q"
            value={search}
            onChange={setSearch}
            label={t('home.searchLabel')}
            placeholder={t('home.searchPlaceholder')}
          />
        </QueryForm>
      </Box>
      {searching ? (
        <FeaturedSection
          title={t('home.searchResultsTitle')}
          status={
            results?.moreThanTotal
              ? t('libraries.countMore', { number: formatNumber(results.total, language) })
              : results
                ? t('home.resultsCount', { count: results.total })
                : undefined
          }
          loadingCount={results || found.error ? undefined : FEATURED_COUNT}
          footer={
            results && results.total > results.items.length ? (
              <Link
                component={RouterLink}
                to={`/libraries?${new URLSearchParams({ q: search.trim() })}`}
              >
                {results.moreThanTotal
                  ? t('home.seeAllMore')
                  : t('home.seeAll', { count: results.total })}
              </Link>
            ) : results?.didYouMean ? (
              <Link
                component={RouterLink}
                to={`/?${new URLSearchParams({ q: results.didYouMean })}`}
              >
                {t('home.didYouMean', { text: results.didYouMean })}
              </Link>
            ) : undefined
          }
        >
          {results?.items.map(card)}
        </FeaturedSection>
      ) : null}
      {/* Libraries that do not hold the text but are close to it, after every exact match. */}
      {searching && results && results.related.length > 0 ? (
        <FeaturedSection title={t('libraries.related')}>
          {results.related.map(card)}
        </FeaturedSection>
      ) : null}
      <FeaturedSection
        title={t('home.featuredTitle')}
        loadingCount={summary.isLoading ? FEATURED_COUNT : undefined}
      >
        {(summary.data?.featured ?? []).map(card)}
      </FeaturedSection>
    </PageContainer>
  );
}
