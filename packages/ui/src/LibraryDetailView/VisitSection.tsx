import { lazy, Suspense, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import LocalLibraryOutlinedIcon from '@mui/icons-material/LocalLibraryOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import {
  hasFact,
  HOURS_NOT_RECORDED,
  type Library,
  type ProposableField,
} from '@libatlas/contracts';
import type { OpenStatus } from '@libatlas/contracts/openingHours';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { localizedText } from '../LibraryCard/index.ts';
import { NewTabHint } from '../shared/NewTabHint.tsx';
import { FactSource } from './FactSource.tsx';
import { LocalizedSpan } from './LocalizedSpan.tsx';
import { directionsHref, geoHref, shortUrl, telHref, VISIT_STATUS_HEIGHT } from './visitLinks.ts';
import { WeekTable } from './WeekTable.tsx';

// "Open now" needs the browser's clock and the hours package, so its code waits too (the space
// it will take is held meanwhile, and on the server's page). The icons are mostly the page's own
// already: the first load is within a few kB of its budget.
const VisitStatus = lazy(() =>
  import('./VisitStatus.tsx').then((module) => ({ default: module.VisitStatus })),
);

/** The missing facts a reader can propose from the page ("Suggest the hours", …). */
export type SuggestableField = Extract<
  ProposableField,
  'operatingHours' | 'contact.phone' | 'contact.email' | 'website'
>;

const ACCESS_LABEL = {
  public: 'library.visit.accessPublic',
  registration: 'library.visit.accessRegistration',
  researchers: 'library.visit.accessResearchers',
} as const;

const SUGGEST_LABEL = {
  operatingHours: 'library.visit.suggestHours',
  'contact.phone': 'library.visit.suggestPhone',
  'contact.email': 'library.visit.suggestEmail',
  website: 'library.visit.suggestWebsite',
} as const satisfies Record<SuggestableField, string>;

export interface VisitSectionProps {
  /** The library whose visit it is. */
  library: Library;
  /** Whether the reader is signed in; a visitor's Suggest buttons say they will be asked to. */
  signedIn?: boolean;
  /** Called by "Suggest the hours" (or phone, …) on a missing fact; without it, no buttons. */
  onSuggest?: (field: SuggestableField) => void;
  /** A status to show instead of the browser's clock's (stories). */
  openStatus?: OpenStatus | null;
}

interface FactProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}

/** One term of the facts list: its icon and label, then its value below the label. */
function Fact({ icon, label, children }: FactProps) {
  return (
    <div>
      <Typography
        component="dt"
        variant="subtitle2"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
      >
        <Box component="span" aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
          {icon}
        </Box>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, paddingInlineStart: 4.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
      >
        {children}
      </Typography>
    </div>
  );
}

/** "Not yet recorded", and the button that proposes the fact (a visitor is asked to sign in). */
function Gap({
  field,
  signedIn,
  onSuggest,
}: {
  field?: SuggestableField;
  signedIn: boolean;
  onSuggest?: (field: SuggestableField) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {t('library.visit.notRecorded')}
      </Box>
      {field && onSuggest && (
        <>
          <Button
            size="small"
            variant="outlined"
            onClick={() => onSuggest(field)}
            aria-describedby={signedIn ? undefined : hintId}
            sx={{ mt: 0.5 }}
          >
            {t(SUGGEST_LABEL[field])}
          </Button>
          {/* Said, not shown: the button keeps its place when the session becomes known. */}
          {!signedIn && (
            <Box component="span" id={hintId} sx={visuallyHidden}>
              {t('library.visit.signInFirst')}
            </Box>
          )}
        </>
      )}
    </>
  );
}

/** A link to another site by its address, opening in a new tab (and saying so). */
function ExternalLink({ href }: { href: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" dir="ltr">
      {shortUrl(href)}
      <NewTabHint />
    </Link>
  );
}

/**
 * What a visitor needs to go there: whether it is open now, the address with directions, the
 * hours (with the week as a table when they are known as data), phone, email, website, catalogue,
 * digital library and who may use it, each with the page it was read from; a missing fact says
 * so and, for the ones a reader may propose, offers "Suggest the …".
 */
export function VisitSection({
  library,
  signedIn = false,
  onSuggest,
  openStatus,
}: VisitSectionProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const theme = useTheme();
  const headingId = useId();
  const sources = library.factSources ?? {};
  const address = localizedText(library.address, language);
  const hours = localizedText(library.operatingHours, language);
  const hoursText =
    hours.text && hours.text !== HOURS_NOT_RECORDED.en && hours.text !== HOURS_NOT_RECORDED.ar
      ? hours
      : null;
  const note = library.accessNote ? localizedText(library.accessNote, language) : null;
  const phone = library.contact.phone.trim();
  const email = library.contact.email.trim();
  const atBuilding = hasFact(library, 'location');
  const gap = (field?: SuggestableField) => (
    <Gap field={field} signedIn={signedIn} onSuggest={onSuggest} />
  );
  const rtlIcon = theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant={theme.custom?.shadowEffect ? 'elevation' : 'outlined'}
      elevation={theme.custom?.shadowEffect ? 2 : 0}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id={headingId} variant="h5" component="h2">
        {t('library.visit.title')}
      </Typography>
      {library.openingHours && library.timeZone && (
        <Suspense fallback={<Box aria-hidden sx={{ minHeight: VISIT_STATUS_HEIGHT }} />}>
          <VisitStatus library={library} status={openStatus} />
        </Suspense>
      )}
      <Box component="dl" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {(address.text || atBuilding) && (
          <Fact icon={<HomeWorkOutlinedIcon />} label={t('library.address')}>
            {address.text && <LocalizedSpan value={address} />}
            <FactSource source={address.text ? sources.address : undefined} />
            {atBuilding && (
              <Box
                component="span"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: address.text ? 1 : 0 }}
              >
                <Button
                  component="a"
                  href={directionsHref(library.location)}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="small"
                  variant="outlined"
                  startIcon={<PlaceOutlinedIcon />}
                >
                  {t('library.visit.directions')}
                  <NewTabHint />
                </Button>
                <Button
                  component="a"
                  href={geoHref(library.location)}
                  size="small"
                  variant="outlined"
                  data-testid="geo-link"
                  // A `geo:` address opens a maps app on a phone; a desktop has none to open.
                  sx={{ display: 'none', '@media (pointer: coarse)': { display: 'inline-flex' } }}
                >
                  {t('library.visit.openInMaps')}
                </Button>
              </Box>
            )}
          </Fact>
        )}
        <Fact icon={<ScheduleOutlinedIcon />} label={t('library.operatingHours')}>
          {hoursText || hasFact(library, 'operatingHours') ? (
            <>
              {hoursText && <LocalizedSpan value={hoursText} />}
              {library.hoursWeek && <WeekTable week={library.hoursWeek} />}
              <FactSource source={sources.operatingHours} />
            </>
          ) : (
            gap('operatingHours')
          )}
        </Fact>
        <Fact icon={<PhoneOutlinedIcon />} label={t('library.phone')}>
          {phone ? (
            <>
              <Link href={telHref(phone)} dir="ltr">
                {phone}
              </Link>
              <FactSource source={sources['contact.phone']} />
            </>
          ) : (
            gap('contact.phone')
          )}
        </Fact>
        <Fact icon={<EmailOutlinedIcon />} label={t('library.email')}>
          {email ? (
            <>
              <Link href={`mailto:${email}`} dir="ltr">
                {email}
              </Link>
              <FactSource source={sources['contact.email']} />
            </>
          ) : (
            gap('contact.email')
          )}
        </Fact>
        {!library.website && (
          <Fact icon={<PublicOutlinedIcon />} label={t('library.website')}>
            {gap('website')}
          </Fact>
        )}
        <Fact icon={<MenuBookOutlinedIcon />} label={t('library.visit.catalogue')}>
          {library.catalogue ? (
            <>
              <ExternalLink href={library.catalogue} />
              <FactSource source={sources.catalogue} />
            </>
          ) : (
            gap()
          )}
        </Fact>
        {library.digitalLibrary && (
          <Fact icon={<LocalLibraryOutlinedIcon />} label={t('library.visit.digitalLibrary')}>
            <ExternalLink href={library.digitalLibrary} />
            <FactSource source={sources.digitalLibrary} />
          </Fact>
        )}
        {library.access && (
          <Fact icon={<HowToRegOutlinedIcon />} label={t('library.visit.access')}>
            {t(ACCESS_LABEL[library.access])}
            {note?.text && (
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                <LocalizedSpan value={note} />
              </Box>
            )}
            <FactSource source={sources.access} />
          </Fact>
        )}
      </Box>
      {library.website && (
        <Box>
          <Button
            component="a"
            href={library.website}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            endIcon={<OpenInNewIcon sx={rtlIcon} />}
          >
            {t('library.visitWebsite')}
            <NewTabHint />
          </Button>
          <FactSource source={sources.website} />
        </Box>
      )}
    </Paper>
  );
}
