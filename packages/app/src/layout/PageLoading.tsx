import { useTranslation } from '@libatlas/i18n';
import { PageContainer } from '@libatlas/ui';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A page that is waiting for data: a spinner with a spoken status, never a blank screen. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography role="status">{t('common.loading')}</Typography>
      </Box>
    </PageContainer>
  );
}
