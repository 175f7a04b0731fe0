import { useTranslation } from '@libatlas/i18n';
import { PageContainer } from '@libatlas/ui';
import { Button, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useShell } from '../../layout/useShell';
import { useAuth } from '../../session/useAuth';

/**
 * Where a 401 on delete sends the browser (spec §4). Login stays a modal: this page opens it at
 * once, offers a button to reopen it, and goes home once the user is signed in.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { openLogin } = useShell();

  useEffect(() => {
    if (!user) openLogin();
  }, [user, openLogin]);

  if (user) return <Navigate to="/" replace />;
  return (
    <PageContainer>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
        <Typography variant="h4" component="h1">
          {t('auth.loginTitle')}
        </Typography>
        <Button variant="contained" onClick={openLogin}>
          {t('nav.login')}
        </Button>
      </Stack>
    </PageContainer>
  );
}
