import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OpenStatus } from '@libatlas/contracts/openingHours';
import { useLanguage, useTranslation, type Language } from '@libatlas/i18n';
import { useOpenStatus, type OpenStatusLibrary } from '../openingHours/useOpenStatus.ts';
import { VISIT_STATUS_HEIGHT } from './visitLinks.ts';
import { weekdayNames } from './WeekTable.tsx';

/** The zone's name in the reader's language ("Central European Time"), or the zone's id. */
function zoneName(timeZone: string, language: Language): string {
  try {
    return (
      new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' })
        .formatToParts(new Date())
        .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
    );
  } catch {
    return timeZone;
  }
}

export interface VisitStatusProps {
  /** The library whose hours as data are read in its own zone. */
  library: OpenStatusLibrary;
  /** A status to show instead of the clock's (stories); left out, the browser's clock decides. */
  status?: OpenStatus | null;
}

/**
 * "Open now · closes 17:00" or "Closed · opens Monday 09:00", with the zone those times are in
 * and, where the hours have a holiday rule, that holidays may differ. It depends on the clock,
 * so it is empty on the server's page and in the render that hydrates it (the space is held);
 * filled once the browser has read the hours.
 */
export function VisitStatus({ library, status: given }: VisitStatusProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const read = useOpenStatus(given === undefined ? library : null);
  const status = given === undefined ? read : given;
  if (!status) return <Box aria-hidden sx={{ minHeight: VISIT_STATUS_HEIGHT }} />;

  const next = status.next;
  // "closes 17:00" the same day, "opens Monday 09:00" another.
  const when =
    next && (next.sameDay ? next.time : `${weekdayNames(language)[next.weekday]} ${next.time}`);
  const change = when
    ? t(status.open ? 'library.visit.closes' : 'library.visit.opens', { when })
    : '';
  return (
    <Box
      role="status"
      data-testid="open-status"
      data-open={status.open}
      sx={{ minHeight: VISIT_STATUS_HEIGHT }}
    >
      {/* Line heights of their own: the space held is the same whatever the script's font. */}
      <Typography
        sx={{ fontWeight: 500, display: 'flex', alignItems: 'center', gap: 1, lineHeight: '24px' }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: status.open ? 'success.main' : 'text.disabled',
          }}
        />
        <span>
          {t(status.open ? 'libraries.openNowOpen' : 'libraries.openNowClosed')}
          {change && ` · ${change}`}
        </span>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ lineHeight: '20px' }}>
        {t('library.visit.localTime', { zone: zoneName(library.timeZone ?? '', language) })}
        {status.holidaysMayDiffer && ` ${t('library.visit.holidaysMayDiffer')}`}
      </Typography>
    </Box>
  );
}
