import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import LocalLibraryIcon from '@mui/icons-material/LocalLibrary';
import { useTranslation } from '@libatlas/i18n';

/** The site's title hidden from sight, still naming the home link for screen readers. */
const HIDDEN_TITLE = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

/**
 * The site's name and icon, linking home. `title`: `wrap` lets a long title wrap (the side
 * column), `shown` keeps it on one line, `hidden` leaves the icon only; by default the title hides
 * on phones, which have no room for it beside the menu, language and Login buttons.
 */
export function Brand({
  title,
  sx = [],
}: {
  title?: 'wrap' | 'shown' | 'hidden';
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const oneLine = { typography: 'h6', fontWeight: 700, whiteSpace: 'nowrap' } as const;
  const titleStyle =
    title === 'wrap'
      ? { typography: 'h6', fontWeight: 700 }
      : title === 'shown'
        ? oneLine
        : title === 'hidden'
          ? { ...oneLine, ...HIDDEN_TITLE }
          : { ...oneLine, [theme.breakpoints.down('sm')]: HIDDEN_TITLE };
  return (
    <Link
      component={RouterLink}
      to="/"
      color="inherit"
      underline="none"
      sx={[
        { display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <LocalLibraryIcon aria-hidden />
      <Box component="span" sx={titleStyle}>
        {t('app.title')}
      </Box>
    </Link>
  );
}
