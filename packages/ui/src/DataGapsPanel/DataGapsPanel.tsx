import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { DataGaps, GapField, Library } from '@libatlas/contracts';
import { formatLocaleDate, formatNumber, useLanguage, useTranslation } from '@libatlas/i18n';
import { localizedText } from '../LibraryCard/index.ts';
import { RetryAlert } from '../RetryAlert/index.ts';

export interface DataGapsPanelProps {
  /** The directory's gaps (`dataGaps` of `@libatlas/contracts`), or null while they load. */
  gaps: DataGaps<Library> | null;
  /** When the libraries failed to load: 'Failed to load libraries', with Try Again. */
  error?: boolean;
  /** Offered with the error as Try Again, when given. */
  onRetry?: () => void;
  /** Called with the library an admin picked (the page opens its edit form). */
  onEdit: (library: Library) => void;
}

/** Each field's name in the tab (the contracts' field paths are not i18n keys). */
const FIELD_LABELS = {
  operatingHours: 'manage.gaps.fields.operatingHours',
  'contact.phone': 'manage.gaps.fields.phone',
  'contact.email': 'manage.gaps.fields.email',
  website: 'manage.gaps.fields.website',
  catalogue: 'manage.gaps.fields.catalogue',
  access: 'manage.gaps.fields.access',
  isil: 'manage.gaps.fields.isil',
  image: 'manage.gaps.fields.image',
  location: 'manage.gaps.fields.location',
} as const satisfies Record<GapField, string>;

/** A library, a click away from its edit form: its name, then its country. */
function LibraryButton({
  library,
  detail,
  onEdit,
}: {
  library: Library;
  detail?: string;
  onEdit: (library: Library) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = localizedText(library.lib_name, language);
  const country = localizedText(library.country, language);
  return (
    <li>
      <Button
        size="small"
        startIcon={<EditOutlinedIcon aria-hidden />}
        onClick={() => onEdit(library)}
        sx={{ textAlign: 'start', justifyContent: 'flex-start' }}
      >
        <span>
          <span lang={name.lang}>{name.text || t('library.unnamed')}</span>
          {' · '}
          <Box component="span" lang={country.lang} sx={{ color: 'text.secondary' }}>
            {country.text || t('library.unknownCountry')}
          </Box>
          {detail && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' · '}
              {detail}
            </Box>
          )}
        </span>
      </Button>
    </li>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 } as const;

/**
 * - **Use it** as the console's Data gaps tab.
 * - **Don't use it** to show one library's missing facts to a visitor: its page says so itself.
 *
 * Which facts a visitor looks for the directory lacks (issue 29: gaps as an invitation): for each
 * field, how many libraries have it (count, percent and a bar), opening to the libraries that lack
 * it; then the libraries not checked for a year (or never). Each library is a button that opens
 * its edit form. The lists open on demand, so a long one costs nothing until it is read.
 */
export function DataGapsPanel({ gaps, error = false, onRetry, onEdit }: DataGapsPanelProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = (value: number) => formatNumber(value, language);

  if (error) return <RetryAlert message={t('library.fetchError')} onRetry={onRetry} />;
  if (!gaps) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
        <CircularProgress size={24} aria-hidden />
        {t('manage.libraries.loading')}
      </Box>
    );
  }

  return (
    <Box>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('manage.gaps.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('manage.gaps.intro')}</Typography>
      {gaps.fields.map(({ field, have, percent, missing }) => {
        const label = t(FIELD_LABELS[field]);
        return (
          <Accordion
            key={field}
            disableGutters
            disabled={missing.length === 0}
            slotProps={{ transition: { unmountOnExit: true } }}
            data-field={field}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden />}>
              <Box sx={{ flex: 1, display: 'grid', gap: 0.5, paddingInlineEnd: 2 }}>
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    justifyContent: 'space-between',
                    gap: 1,
                  }}
                >
                  <Typography component="span" sx={{ fontWeight: 500 }}>
                    {label}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('manage.gaps.have', {
                      have: number(have),
                      total: number(gaps.total),
                      percent: number(percent),
                    })}
                    {' · '}
                    {missing.length === 0
                      ? t('manage.gaps.complete')
                      : t('manage.gaps.missing', { count: missing.length })}
                  </Typography>
                </Box>
                {/* The text above says it; the bar shows it at a glance. */}
                <LinearProgress variant="determinate" value={percent} aria-hidden />
              </Box>
            </AccordionSummary>
            <AccordionDetails>
              <Box
                component="ul"
                aria-label={t('manage.gaps.missingList', { field: label })}
                sx={listSx}
              >
                {missing.map((library) => (
                  <LibraryButton key={library.id} library={library} onEdit={onEdit} />
                ))}
              </Box>
            </AccordionDetails>
          </Accordion>
        );
      })}
      <Typography variant="h5" component="h2" sx={{ mt: 4 }} gutterBottom>
        {t('manage.gaps.stale')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {gaps.stale.length === 0
          ? t('manage.gaps.staleNone')
          : t('manage.gaps.staleIntro', { count: gaps.stale.length })}
      </Typography>
      {gaps.stale.length > 0 && (
        <Box component="ul" aria-label={t('manage.gaps.stale')} sx={listSx}>
          {gaps.stale.map(({ library, lastChecked }) => (
            <LibraryButton
              key={library.id}
              library={library}
              onEdit={onEdit}
              detail={
                lastChecked
                  ? t('manage.gaps.lastChecked', {
                      // Local noon: the date itself, whatever the reader's zone.
                      date: formatLocaleDate(`${lastChecked}T12:00:00`, language),
                    })
                  : t('manage.gaps.neverChecked')
              }
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
