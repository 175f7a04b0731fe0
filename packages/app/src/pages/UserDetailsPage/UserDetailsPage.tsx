import { useLanguage, useTranslation } from '@libatlas/i18n';
import { PageContainer, UserDetailsView, userActivity } from '@libatlas/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useSuggestions } from '../../api/suggestions';
import { useUser } from '../../api/users';
import { PageLoading } from '../../layout/PageLoading';
import { RequireAdmin } from '../../session/RequireAdmin';
import { PageHead } from '../../head/PageHead';

function Details({ userId }: { userId: string }) {
  const { language } = useLanguage();
  const { data: user, isLoading } = useUser(userId);
  const { data: suggestions } = useSuggestions();
  const activity = useMemo(
    () => (user ? userActivity(user.id, suggestions ?? [], language) : []),
    [user, suggestions, language],
  );
  if (isLoading) return <PageLoading />;
  return (
    <PageContainer>
      <UserDetailsView
        user={user ?? null}
        activity={activity}
        editHref={`/users/${encodeURIComponent(userId)}/edit`}
        backHref="/manage?tab=users"
      />
    </PageContainer>
  );
}

/** /users/{userId} (spec §2): a user's read-only page for admins; 'User not found' otherwise. */
export function UserDetailsPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  return (
    <RequireAdmin>
      <PageHead name={t('users.detailsTitle')} />
      <Details userId={userId} />
    </RequireAdmin>
  );
}
