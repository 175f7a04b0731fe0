import { useTranslation } from '@libatlas/i18n';
import { PageContainer } from '@libatlas/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useShell } from '../../layout/useShell';
import { useAuth } from '../../session/useAuth';
import { PageHead } from '../../head/PageHead';

/** What a page sending the browser here may say about why (spec §8: a delete answered 401). */
export interface LoginLocationState {
  notice?: string;
}

/**
 * Where a 401 on delete sends the browser (spec §4), and where Login leads without JavaScript.
 * Login stays a modal: this page says why the user is here, opens the modal at once, offers a
 * button to reopen it, and goes home once the user is signed in. Drawn by the server, it tells a
 * reader whose browser runs no script that signing in needs it.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { openLogin } = useShell();
  const notice = (useLocation().state as LoginLocationState | null)?.notice;

  useEffect(() => {
    if (!user) openLogin();
  }, [user, openLogin]);

  if (user) return <Navigate to="/" replace />;
  return (
    <PageContainer>
      <PageHead name={t('nav.login')} />
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
        <Typography variant="h4" component="h1">
          {t('auth.loginTitle')}
        </Typography>
        {notice && <Alert severity="error">{notice}</Alert>}
        {/* The page Login leads to when the app's code is not running (drawn by the server). */}
        <noscript>
          <Alert severity="info" sx={{ textAlign: 'start' }}>
            {t('noscript.signInNeedsJavaScript')}
          </Alert>
        </noscript>
        <Button variant="contained" onClick={openLogin} data-needs-script>
          {t('nav.login')}
        </Button>
      </Stack>
    </PageContainer>
  );
}
