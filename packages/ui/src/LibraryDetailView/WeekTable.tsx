import Box from '@mui/material/Box';
import { useLanguage, useTranslation, type Language } from '@libatlas/i18n';
import visuallyHidden from '@mui/utils/visuallyHidden';

/**
 * The weekdays' names, Monday first, as the browsers' own `Intl.DateTimeFormat` writes them
 * (`weekday: 'long'`; the Open Now story checks that they still do). Written here rather than
 * asked of `Intl`, whose first use loads the locale's data within the task that takes over the
 * page the server drew (see formatCreatedDate), and which a server and a browser could answer
 * differently.
 */
const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ar: ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد'],
};

/** The weekdays' names in a language, Monday first. */
export function weekdayNames(language: Language): readonly string[] {
  return WEEKDAYS[language];
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
