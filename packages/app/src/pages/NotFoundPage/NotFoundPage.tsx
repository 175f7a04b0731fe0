import { useTranslation } from '@libatlas/i18n';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { PageHead } from '../../head/PageHead';

/** Any path outside the routes of spec §2. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      <PageHead name={t('errors.notFoundTitle')} notFound />
      <Typography variant="h4" component="h1">
        {t('errors.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary">{t('errors.notFoundPage')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {t('errors.backHome')}
      </Button>
    </Stack>
  );
}
