import { useTranslation } from '@libatlas/i18n';
import { AccessDenied, PageContainer } from '@libatlas/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** How long 'Access Denied' stays before the redirect: long enough to be read. */
export const ACCESS_DENIED_REDIRECT_MS = 4_000;

/**
 * Spec §2 `/users/{userId}/edit`: a non-admin sees 'Access Denied' with the way back to the
 * console, and is then redirected to /.
 */
export function AccessDeniedThenHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate('/', { replace: true }),
      ACCESS_DENIED_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <PageContainer>
      <AccessDenied
        message={`${t('errors.adminRequired')} ${t('errors.redirectingHome')}`}
        back={{ label: t('users.backToManagement'), href: '/manage?tab=users' }}
      />
    </PageContainer>
  );
}
