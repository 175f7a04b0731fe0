import { useTranslation } from '@libatlas/i18n';
import { PageContainer } from '@libatlas/ui';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { MarkReady } from './MarkReady';

/**
 * What a route shows when it fails (its code did not load, or it threw while drawing), inside the
 * site's header and footer, in the active language: what happened, Reload and the way home. Never
 * the router's developer page.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();

  useEffect(() => {
    console.error('A page failed', error);
  }, [error]);

  return (
    <PageContainer>
      {/* The app has taken the page over, if only to say it failed. */}
      <MarkReady />
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
        <Typography variant="h4" component="h1">
          {t('errors.somethingWentWrong')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
          {t('errors.pageFailed')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </Button>
          <Button component={Link} to="/" variant="outlined">
            {t('errors.backHome')}
          </Button>
        </Stack>
      </Stack>
    </PageContainer>
  );
}
