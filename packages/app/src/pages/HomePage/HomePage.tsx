import { FEATURED_COUNT } from '@libatlas/contracts';
import { countDistinct, filterLibraries } from '@libatlas/directory';
import { useLanguage, useTranslation } from '@libatlas/i18n';
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
import { useEffect, useMemo } from 'react';
import { useDirectorySummary } from '../../api/directory';
import { PageHead } from '../../head/PageHead';
import { preloadLibraryList, useLibraryList } from '../../api/libraryList';
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
 * few kilobytes); the whole list only once the reader searches (or is about to).
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
  const list = useLibraryList({ enabled: searching });
  const error = summary.error ?? list.error;

  useEffect(() => {
    // Spec §8: a failed list on Home is only logged; the page stays usable without it.
    if (error) console.error('Failed to fetch libraries', error);
  }, [error]);

  // The whole list, once it is here (a search), counts the same as the summary did.
  const counts = useMemo(() => list.data && countDistinct(list.data), [list.data]);
  const results = useMemo(
    () =>
      searching && list.data ? filterLibraries(list.data, { search, region: 'all', language }) : [],
    [list.data, searching, search, language],
  );

  return (
    <PageContainer>
      <PageHead describedBy="head.home" />
      <HomeHero
        libraries={counts?.libraries ?? summary.data?.libraries ?? 0}
        countries={counts?.countries ?? summary.data?.countries ?? 0}
        regions={counts?.regions ?? summary.data?.regions ?? 0}
        loading={!counts && summary.isLoading}
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
            // The list a search reads starts arriving as the reader reaches for the box.
            onFocus={preloadLibraryList}
            label={t('home.searchLabel')}
            placeholder={t('home.searchPlaceholder')}
          />
        </QueryForm>
      </Box>
      {searching ? (
        <FeaturedSection
          title={t('home.searchResultsTitle')}
          status={list.data ? t('home.resultsCount', { count: results.length }) : undefined}
          loadingCount={list.isLoading ? FEATURED_COUNT : undefined}
        >
          {results.map((library) => (
            <LibraryCard
              key={library.id}
              library={library}
              canEdit={canEdit}
              onEdit={editLibrary}
            />
          ))}
        </FeaturedSection>
      ) : null}
      <FeaturedSection
        title={t('home.featuredTitle')}
        loadingCount={summary.isLoading ? FEATURED_COUNT : undefined}
      >
        {(summary.data?.featured ?? []).map((library) => (
          <LibraryCard key={library.id} library={library} canEdit={canEdit} onEdit={editLibrary} />
        ))}
      </FeaturedSection>
    </PageContainer>
  );
}
