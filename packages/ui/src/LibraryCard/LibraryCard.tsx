import { lazy, memo, Suspense, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import type { LibraryListItem } from '@libatlas/contracts';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import { LibraryImage } from '../LibraryCover/index.ts';
import { countryLabel } from '../countryLabel.ts';
import { regionLabelKey } from '../regionLabelKey.ts';
import { localizedText } from './localizedText.ts';
import { NewTabHint } from '../shared/NewTabHint.tsx';

export interface LibraryCardProps {
  /** The library shown. */
  library: LibraryListItem;
  /** Whether the Edit button is shown: admins only (spec §2). */
  canEdit?: boolean;
  /** Called with the library when its Edit button is pressed. */
  onEdit?: (library: LibraryListItem) => void;
  /** The heading level of the library's name, one below the heading of the section holding the card. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** The detail page of a library (spec §2: `/libraries/{id}`). */
export function libraryPath(id: string): string {
  return `/libraries/${encodeURIComponent(id)}`;
}

const MEDIA_HEIGHT = 180;

// The parts that are the same on every card, made once: a card drawn again for another library
// (a search's new answer: CardGrid keeps its cells by place) leaves them as they are.
const PLACE_ICON = <PlaceOutlinedIcon fontSize="small" aria-hidden />;
const REGION_ICON = <PublicOutlinedIcon fontSize="small" aria-hidden />;
const NEW_TAB_HINT = <NewTabHint />;

// "Open now" shows only once the browser has loaded the hours package (about 90 kB), so its own
// code waits too, out of the lists' first load (in a folder of its own: the build puts this
// folder's files in the lists' shared chunk).
const OpenNowBadge = lazy(() => import('../OpenNowBadge/OpenNowBadge.tsx'));

/**
 * - **Use it** for one library in any list of libraries (Home, Libraries, Regions).
 * - **Don't use it** for a library's full details: use `LibraryDetailView`; in a table row: use
 *   `LibraryThumbnail`.
 *
 * One library in a list (spec §2 Library card): its picture, name, country and region in the active
 * language, "Open now" or "Closed" over the picture once the browser knows (hours as data only), a
 * Visit Website link when it has a website, and an Edit button for admins. The whole
 * card opens the library's page: the name is a link stretched over the card, so the card works by
 * mouse, by keyboard and by screen reader alike, while the Visit Website link and the Edit button
 * sit above it as controls of their own (never nested inside the link).
 */
export const LibraryCard = memo(function LibraryCard({
  library,
  canEdit = false,
  onEdit,
  headingLevel = 'h3',
}: LibraryCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const theme = useTheme();
  const titleId = useId();
  const name = localizedText(library.lib_name, language);
  const country = localizedText(library.country, language);
  const displayName = name.text || t('library.unnamed');
  const hasActions = Boolean(library.website) || canEdit;
  const rtl = theme.direction === 'rtl';

  return (
    <Card
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: theme.transitions.create('box-shadow'),
        ...(theme.custom?.shadowEffect && { '&:hover': { boxShadow: theme.shadows[6] } }),
      }}
    >
      {/* Keyed by library when it has a photo: a card drawn for another library never shows the
          previous one's photo while its own loads (CardGrid updates its cards in place). A cover
          is drawn at once, so covers follow each other in place, without a new picture box. */}
      <Box key={library.image ? library.id : 'cover'} sx={{ overflow: 'hidden', flexShrink: 0 }}>
        <LibraryImage library={library} name={displayName} height={MEDIA_HEIGHT} />
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography
          variant="h6"
          component={headingLevel}
          id={titleId}
          sx={{ overflowWrap: 'anywhere' }}
        >
          <Link
            component={RouterLink}
            to={libraryPath(library.id)}
            color="inherit"
            underline="hover"
            lang={name.lang}
            dir={name.lang ? 'auto' : undefined}
            sx={{
              '&::after': {
                content: '""',
                position: 'absolute',
                inset: 0,
                zIndex: 0,
                borderRadius: 'inherit',
              },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': {
                outline: `3px solid ${theme.palette.primary.main}`,
                outlineOffset: '-3px',
              },
            }}
          >
            {displayName}
          </Link>
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
        >
          {PLACE_ICON}
          <span lang={country.lang}>
            {countryLabel(library, language, t) || t('library.unknownCountry')}
          </span>
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
        >
          {REGION_ICON}
          {t(regionLabelKey(library.region.en))}
        </Typography>
      </CardContent>
      {library.openingHours && library.timeZone && (
        <Suspense fallback={null}>
          <OpenNowBadge library={library} />
        </Suspense>
      )}
      {hasActions && (
        <CardActions
          disableSpacing
          sx={{
            // Above the stretched link; the bare strip between the controls still opens the card.
            position: 'relative',
            zIndex: 1,
            pointerEvents: 'none',
            '& > *': { pointerEvents: 'auto' },
            flexWrap: 'wrap',
            gap: 1,
            px: 2,
            pb: 2,
            pt: 0,
          }}
        >
          {library.website && (
            <Button
              size="small"
              component="a"
              href={library.website}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={titleId}
              endIcon={<OpenInNewIcon sx={rtl ? { transform: 'scaleX(-1)' } : undefined} />}
            >
              {t('library.visitWebsite')}
              {NEW_TAB_HINT}
            </Button>
          )}
          {canEdit && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<EditOutlinedIcon />}
              aria-describedby={titleId}
              onClick={() => onEdit?.(library)}
              sx={{ marginInlineStart: 'auto' }}
            >
              {t('library.edit')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
});
