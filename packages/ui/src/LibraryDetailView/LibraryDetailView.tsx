import type { ReactNode } from 'react';
import type { OpenStatus } from '@libatlas/contracts/openingHours';
import { Link as RouterLink } from 'react-router-dom';
import type { ParseKeys } from 'i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import { LANGUAGES, languageKey, type Library, type LanguageName } from '@libatlas/contracts';
import { formatCreatedDate, useLanguage, useTranslation } from '@libatlas/i18n';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { localizedText } from '../LibraryCard/index.ts';
import { NewTabHint } from '../shared/NewTabHint.tsx';
import { LibraryImage } from '../LibraryCover/index.ts';
import { countryLabel } from '../countryLabel.ts';
import { regionLabelKey } from '../regionLabelKey.ts';
import { LocalizedSpan } from './LocalizedSpan.tsx';
import { shortUrl } from './visitLinks.ts';
import { VisitSection, type SuggestableField } from './VisitSection.tsx';

/** Where the detail page is in its load (spec §4: loading, then loaded or error). */
export type LibraryDetailState = 'loading' | 'loaded' | 'error';

export interface LibraryDetailViewProps {
  /** The load's progress: a skeleton while loading, the not-found message on error. */
  state: LibraryDetailState;
  /** The library, once loaded; a loaded state without one is shown as not found. */
  library?: Library;
  /** The map of the library's location, made by the page (the map is loaded lazily there). */
  mapSlot?: ReactNode;
  /** Where the back links go; the Libraries page by default. */
  backTo?: string;
  /** Shown under the country and region: when it was last updated, a way to suggest an edit. */
  headerSlot?: ReactNode;
  /** Shown at the end of the page: the library's history, for admins. */
  footerSlot?: ReactNode;
  /** Whether the reader is signed in: a visitor's "Suggest the …" buttons say sign-in comes first. */
  signedIn?: boolean;
  /** Called by "Suggest the hours" (phone, email, website) where that fact is missing. */
  onSuggest?: (field: SuggestableField) => void;
  /** "Open now" as given instead of by the browser's clock (stories). */
  openStatus?: OpenStatus | null;
}

const IMAGE_HEIGHT = { xs: 220, sm: 320, md: 380 };
const MAP_HEIGHT = { xs: 280, md: 400 };

function isLanguageName(name: string): name is LanguageName {
  return (LANGUAGES as readonly string[]).includes(name);
}

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={
        <ArrowBackIcon sx={theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
      }
      sx={{ alignSelf: 'flex-start', marginInlineStart: -1 }}
    >
      {t('library.backToLibraries')}
    </Button>
  );
}

function LoadingSkeleton() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box role="status" sx={visuallyHidden}>
        {t('common.loading')}
      </Box>
      {/* Still shapes, no pulse: the layout to come is shown without motion. */}
      <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Skeleton animation={false} variant="rounded" width={180} height={32} />
        <Skeleton
          animation={false}
          variant="text"
          sx={{ typography: 'h3', width: { xs: '90%', md: '55%' } }}
        />
        <Skeleton animation={false} variant="text" sx={{ width: { xs: '60%', md: '30%' } }} />
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Skeleton animation={false} variant="rounded" sx={{ height: IMAGE_HEIGHT }} />
            <Skeleton
              animation={false}
              variant="text"
              sx={{ typography: 'h5', width: '40%', mt: 2 }}
            />
            <Skeleton animation={false} variant="text" />
            <Skeleton animation={false} variant="text" />
            <Skeleton animation={false} variant="text" sx={{ width: '70%' }} />
          </Box>
          <Skeleton animation={false} variant="rounded" sx={{ height: { xs: 240, md: 340 } }} />
        </Box>
      </Box>
    </Box>
  );
}

function NotFound({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
        py: { xs: 6, md: 10 },
      }}
    >
      <MenuBookOutlinedIcon aria-hidden sx={{ fontSize: 64, color: 'text.secondary' }} />
      <Typography variant="h4" component="h1">
        {t('library.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '40em' }}>
        {t('library.notFound')}
      </Typography>
      <Button
        component={RouterLink}
        to={backTo}
        variant="contained"
        startIcon={
          <ArrowBackIcon sx={theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
        }
      >
        {t('library.backToLibraries')}
      </Button>
    </Box>
  );
}

function Loaded({
  library,
  mapSlot,
  backTo,
  headerSlot,
  footerSlot,
  signedIn,
  onSuggest,
  openStatus,
}: Omit<LibraryDetailViewProps, 'state' | 'library' | 'backTo'> & {
  library: Library;
  backTo: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const theme = useTheme();

  const name = localizedText(library.lib_name, language);
  const country = localizedText(library.country, language);
  const description = localizedText(library.description, language);
  const displayName = name.text || t('library.unnamed');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 3, md: 4 } }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <BackLink to={backTo} />
        <Typography
          variant="h3"
          component="h1"
          lang={name.lang}
          dir={name.lang ? 'auto' : undefined}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {displayName}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 3,
            rowGap: 0.5,
            color: 'text.secondary',
          }}
        >
          <Typography component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <PlaceOutlinedIcon fontSize="small" aria-hidden />
            <Box component="span" sx={visuallyHidden}>
              {t('library.country')}:
            </Box>
            {country.text ? (
              <LocalizedSpan value={{ ...country, text: countryLabel(library, language, t) }} />
            ) : (
              t('library.unknownCountry')
            )}
          </Typography>
          <Typography component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <PublicOutlinedIcon fontSize="small" aria-hidden />
            <Box component="span" sx={visuallyHidden}>
              {t('library.region')}:
            </Box>
            {t(regionLabelKey(library.region.en))}
          </Typography>
        </Box>
        {headerSlot}
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
          <Box
            sx={{
              borderRadius: 1,
              overflow: 'hidden',
              boxShadow: theme.custom?.shadowEffect ? 2 : 'none',
              border: theme.custom?.shadowEffect ? 0 : 1,
              borderColor: 'divider',
            }}
          >
            <LibraryImage
              library={library}
              name={displayName}
              height={IMAGE_HEIGHT}
              loading="eager"
            />
          </Box>
          {description.text && (
            <Box component="section">
              <Typography variant="h5" component="h2" gutterBottom>
                {t('library.description')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>
                <LocalizedSpan value={description} />
              </Typography>
            </Box>
          )}
          {library.languages.length > 0 && (
            <Box component="section">
              <Typography variant="h5" component="h2" gutterBottom>
                {t('library.languages')}
              </Typography>
              <Box
                component="ul"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
              >
                {library.languages.map((languageName) => (
                  <li key={languageName}>
                    <Chip
                      variant="outlined"
                      label={
                        isLanguageName(languageName)
                          ? t(languageKey(languageName) as ParseKeys)
                          : languageName
                      }
                    />
                  </li>
                ))}
              </Box>
            </Box>
          )}
          {hasProvenance(library) && <Provenance library={library} />}
        </Box>

        <VisitSection
          library={library}
          signedIn={signedIn}
          onSuggest={onSuggest}
          openStatus={openStatus}
        />
      </Box>

      {mapSlot && (
        <Box component="section">
          <Typography variant="h5" component="h2" gutterBottom>
            {t('library.location')}
          </Typography>
          <Box
            sx={{
              height: MAP_HEIGHT,
              borderRadius: 1,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
            }}
          >
            {mapSlot}
          </Box>
        </Box>
      )}
      {footerSlot}
    </Box>
  );
}

function hasProvenance(library: Library): boolean {
  return Boolean(
    (library.sources?.length ?? 0) > 0 || library.lastChecked || library.wikidata || library.isil,
  );
}

/** Where the record's facts come from, when they were last checked, and its identifiers. */
function Provenance({ library }: { library: Library }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const sources = library.sources ?? [];
  // Noon, so that no time zone moves a calendar date to the day before.
  const checked = library.lastChecked
    ? formatCreatedDate(`${library.lastChecked}T12:00:00`, language)
    : '';
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('library.sources')}
      </Typography>
      {sources.length > 0 && (
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5, display: 'grid', gap: 0.5 }}>
          {sources.map((url) => (
            <li key={url}>
              <Link
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                dir="ltr"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {shortUrl(url)}
                <NewTabHint />
              </Link>
            </li>
          ))}
        </Box>
      )}
      <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', gap: 0.5 }}>
        {checked && <ProvenanceFact label={t('library.lastChecked')}>{checked}</ProvenanceFact>}
        {library.wikidata && (
          <ProvenanceFact label={t('library.wikidata')}>
            <Link
              href={`https://www.wikidata.org/wiki/${library.wikidata}`}
              target="_blank"
              rel="noopener noreferrer"
              dir="ltr"
            >
              {library.wikidata}
              <NewTabHint />
            </Link>
          </ProvenanceFact>
        )}
        {library.isil && (
          <ProvenanceFact label={t('library.isil')}>
            <span dir="ltr">{library.isil}</span>
          </ProvenanceFact>
        )}
      </Box>
    </Box>
  );
}

function ProvenanceFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}:
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * - **Use it** as the body of a library's page, with the map the page passes in.
 * - **Don't use it** for a library in a list: use `LibraryCard`.
 *
 * The Library detail page's content (spec §2): a skeleton while loading; then the library's name,
 * picture, description, country, region, languages, a way back to the list, "Plan a visit"
 * (`VisitSection`: open now, address and directions, operating hours with the week as a table,
 * phone and email as links, Visit Website in a new tab, catalogue, who may use it, each fact's
 * source, and "Suggest the …" where one is missing), and the map the page passes in; or the
 * not-found message when the load failed (spec §8).
 */
export function LibraryDetailView({
  state,
  library,
  mapSlot,
  backTo = '/libraries',
  headerSlot,
  footerSlot,
  signedIn,
  onSuggest,
  openStatus,
}: LibraryDetailViewProps) {
  if (state === 'loading') {
    return <LoadingSkeleton />;
  }
  if (state === 'error' || !library) {
    return <NotFound backTo={backTo} />;
  }
  return (
    <Loaded
      library={library}
      mapSlot={mapSlot}
      backTo={backTo}
      headerSlot={headerSlot}
      footerSlot={footerSlot}
      signedIn={signedIn}
      onSuggest={onSuggest}
      openStatus={openStatus}
    />
  );
}
