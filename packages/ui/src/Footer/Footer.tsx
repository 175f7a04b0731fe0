import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '@libatlas/i18n';

/** The dataset's page (issue 31), which every page links to from here. */
const OPEN_DATA_PATH = '/data';

export interface FooterProps {
  /** The developer or owner credited (spec §1), from the site settings. */
  ownerName: string;
  /** The copyright year; the current year when omitted. */
  year?: number;
}

/**
 * - **Use it** through `AppLayout`, which places it below every page.
 * - **Don't use it** as a section footer inside a page: it is the page's `contentinfo` landmark.
 *
 * The footer below every page: the owner credit, the link to the open data (`/data`, needs a
 * router above it) and the copyright line.
 */
export function Footer({ ownerName, year = new Date().getFullYear() }: FooterProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.secondary',
        py: 3,
      }}
    >
      <Container
        maxWidth={theme.custom.contentMaxWidth}
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
          <Typography variant="body2">{t('footer.credit', { owner: ownerName })}</Typography>
          <Link component={RouterLink} to={OPEN_DATA_PATH} variant="body2">
            {t('footer.openData')}
          </Link>
        </Box>
        <Typography variant="body2">
          {t('footer.copyright', { year })} {t('footer.rights')}
        </Typography>
      </Container>
    </Box>
  );
}
