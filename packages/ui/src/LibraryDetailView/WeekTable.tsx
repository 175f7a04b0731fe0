import Box from '@mui/material/Box';
import { useLanguage, useTranslation, type Language } from '@libatlas/i18n';
import { visuallyHidden } from '../LibraryCard/index.ts';

const dayNames = new Map<Language, string[]>();

/**
 * The weekdays' names in a language, Monday first (Intl's, read once per language: the server and
 * the browser both carry ICU's names, so the page they each draw says the same).
 */
export function weekdayNames(language: Language): string[] {
  let names = dayNames.get(language);
  if (!names) {
    const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    // 2025-01-06 was a Monday.
    names = Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2025, 0, 6 + day)));
    dayNames.set(language, names);
  }
  return names;
}

/**
 * The usual week of a library's hours as a table, Monday first, in the library's local times:
 * each day a row headed by its name, with its times or "Closed".
 */
export function WeekTable({ week }: { week: [string, string][][] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const names = weekdayNames(language);
  const separator = language === 'ar' ? '، ' : ', ';
  return (
    <Box
      component="table"
      data-testid="week-hours"
      sx={{
        mt: 1,
        borderCollapse: 'collapse',
        typography: 'body2',
        '& th, & td': { py: 0.25, textAlign: 'start', verticalAlign: 'top' },
        '& th': { fontWeight: 500, paddingInlineEnd: 3 },
      }}
    >
      <Box component="caption" sx={visuallyHidden}>
        {t('library.operatingHours')}
      </Box>
      <tbody>
        {names.map((name, index) => {
          const times = week[index] ?? [];
          return (
            <tr key={name}>
              <th scope="row">{name}</th>
              <Box component="td" sx={times.length ? undefined : { color: 'text.secondary' }}>
                {times.length
                  ? times.map(([from, to]) => `${from}–${to}`).join(separator)
                  : t('libraries.openNowClosed')}
              </Box>
            </tr>
          );
        })}
      </tbody>
    </Box>
  );
}
