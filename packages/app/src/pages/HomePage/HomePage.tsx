import type { Library } from '@libatlas/contracts';
import { countDistinct, filterLibraries } from '@libatlas/directory';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import {
  FeaturedSection,
  HomeHero,
  LibraryCard,
  libraryImageUrl,
  PageContainer,
  SearchField,
} from '@libatlas/ui';
import Box from '@mui/material/Box';
import { useEffect, useMemo } from 'react';
import { useLibraries } from '../../api/libraries';
import { useSettings } from '../../api/settings';
import { useShell } from '../../layout/useShell';
import { useUrlState } from '../../routing/useUrlState';
import { useAuth } from '../../session/useAuth';

/** How many libraries Featured Libraries shows (spec §9). */
export const FEATURED_COUNT = 3;

/** `count` libraries drawn at random, different on each visit (spec §2: randomly chosen). */
function pickRandom(libraries: readonly Library[], count: number): Library[] {
  const pool = [...libraries];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

interface HomeQuery {
  search: string;
}
const homeQuery = (params: URLSearchParams): HomeQuery => ({ search: params.get('q') ?? '' });
const homeSearchParams = ({ search }: HomeQuery) =>
  new URLSearchParams(search ? { q: search } : {});

/**
 * Home (spec §2): hero with counters, search, three featured libraries, search results. The search
 * text is kept in the address (`/?q=…`), so Back from a result shows the same results.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { settings } = useSettings();
  const { data, error, isLoading } = useLibraries();
  const { user } = useAuth();
  const { editLibrary } = useShell();
  const canEdit = user?.isAdmin ?? false;
  const [{ search }, setQuery] = useUrlState({ parse: homeQuery, serialize: homeSearchParams });
  const setSearch = (text: string) => setQuery({ search: text }, { replace: true });
  const libraries = useMemo(() => data ?? [], [data]);

  useEffect(() => {
    // Spec §8: a failed list on Home is only logged; the page stays usable without it.
    if (error) console.error('Failed to fetch libraries', error);
  }, [error]);

  const counts = useMemo(() => countDistinct(libraries), [libraries]);
  const featured = useMemo(() => pickRandom(libraries, FEATURED_COUNT), [libraries]);
  const results = useMemo(
    () => (search.trim() ? filterLibraries(libraries, { search, region: 'all', language }) : []),
    [libraries, search, language],
  );

  return (
    <PageContainer>
      <HomeHero
        libraries={counts.libraries}
        countries={counts.countries}
        regions={counts.regions}
        loading={isLoading}
        backgroundImage={libraryImageUrl(settings.heroImage) ?? undefined}
      />
      <Box sx={{ maxWidth: 640, mx: 'auto', my: 4 }}>
        <SearchField
          value={search}
          onChange={setSearch}
          label={t('home.searchLabel')}
          placeholder={t('home.searchPlaceholder')}
        />
      </Box>
      {search.trim() ? (
        <FeaturedSection
          title={t('home.searchResultsTitle')}
          status={t('home.resultsCount', { count: results.length })}
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
        loadingCount={isLoading ? FEATURED_COUNT : undefined}
      >
        {featured.map((library) => (
          <LibraryCard key={library.id} library={library} canEdit={canEdit} onEdit={editLibrary} />
        ))}
      </FeaturedSection>
    </PageContainer>
  );
}
